import { Migration } from '@mikro-orm/migrations';

export class Migration20261125180301_SavedInsightsFilters extends Migration {
  override name = 'Migration20261125180301_SavedInsightsFilters';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "saved_insights_filter" ("id" uuid not null, "company_id" uuid not null, "created_by_user_id" uuid not null, "name" varchar(80) not null, "options" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create unique index "saved_insights_filter_company_name_unique" on "saved_insights_filter" ("company_id", lower("name"));`,
    );

    this.addSql(
      `alter table "saved_insights_filter" add constraint "saved_insights_filter_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "saved_insights_filter" cascade;`);
  }
}
