import { Migration } from '@mikro-orm/migrations';

/** A company's public page settings (/company/{id}/page-settings). */
export class Migration20261126065030_CompanyPage extends Migration {
  override name = 'Migration20261126065030_CompanyPage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_page" ("company_id" uuid not null, "description" text not null, "logo_url" varchar(2048) not null, "banner_url" varchar(2048) not null, "links" jsonb not null, "show_programs" boolean not null, "show_key_campaigns" boolean not null, "show_quests" boolean not null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );

    this.addSql(
      `alter table "company_page" add constraint "company_page_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_page" cascade;`);
  }
}
