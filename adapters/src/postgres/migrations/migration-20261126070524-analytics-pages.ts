import { Migration } from '@mikro-orm/migrations';

export class Migration20261126070524_AnalyticsPages extends Migration {
  override name = 'Migration20261126070524_AnalyticsPages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "analytics_page" ("id" uuid not null, "creator_id" uuid not null, "name" varchar(30) not null, "period" varchar(20) not null, "figures" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "analytics_page_creator_created_index" on "analytics_page" ("creator_id", "created_at");`);

    this.addSql(
      `alter table "analytics_page" add constraint "analytics_page_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_page" cascade;`);
  }
}
