import { Migration } from '@mikro-orm/migrations';

export class Migration20261203143120_UtmAttribution extends Migration {
  override name = 'Migration20261203143120_UtmAttribution';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "activation_click" ("id" bigserial primary key, "activation_kind" varchar(16) not null, "activation_id" uuid not null, "creator_id" uuid not null, "clicked_at" timestamptz not null);`,
    );
    this.addSql(`create index "activation_click_creator_id_index" on "activation_click" ("creator_id");`);
    this.addSql(`create index "activation_click_count_index" on "activation_click" ("activation_id", "creator_id", "clicked_at");`);

    this.addSql(
      `create table "utm_report_row" ("company_id" uuid not null, "steam_app_id" int not null, "day" date not null, "utm_campaign" varchar(200) not null, "utm_content" varchar(200) not null, "visits" int not null, "wishlists" int not null, "purchases" int not null, "activations" int not null, "imported_at" timestamptz not null, primary key ("company_id", "steam_app_id", "day", "utm_campaign", "utm_content"));`,
    );
    this.addSql(`create index "utm_report_row_campaign_index" on "utm_report_row" ("company_id", "utm_campaign", "utm_content");`);

    this.addSql(
      `alter table "activation_click" add constraint "activation_click_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "utm_report_row" add constraint "utm_report_row_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "activation_click" cascade;`);
    this.addSql(`drop table if exists "utm_report_row" cascade;`);
  }
}
