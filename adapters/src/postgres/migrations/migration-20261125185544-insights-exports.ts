import { Migration } from '@mikro-orm/migrations';

export class Migration20261125185544_InsightsExports extends Migration {
  override name = 'Migration20261125185544_InsightsExports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "insights_export" ("id" uuid not null, "company_id" uuid not null, "requested_by_user_id" varchar(64) not null, "platform" varchar(16) not null, "from" timestamptz not null, "to" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "insights_export_company_created_index" on "insights_export" ("company_id", "created_at");`);

    this.addSql(
      `alter table "insights_export" add constraint "insights_export_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "insights_export" cascade;`);
  }
}
