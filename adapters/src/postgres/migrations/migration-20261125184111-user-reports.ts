import { Migration } from '@mikro-orm/migrations';

export class Migration20261125184111_UserReports extends Migration {
  override name = 'Migration20261125184111_UserReports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_report" ("id" uuid not null, "reporter_id" uuid not null, "reported_user_ids" uuid[] not null, "reason" varchar(32) not null, "note" text null, "status" varchar(16) not null, "created_at" timestamptz not null, "reviewed_by_id" uuid null, "reviewed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "user_report_status_created_index" on "user_report" ("status", "created_at");`);
    this.addSql(`create index "user_report_reporter_index" on "user_report" ("reporter_id");`);

    this.addSql(
      `alter table "user_report" add constraint "user_report_reporter_id_foreign" foreign key ("reporter_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "user_report" add constraint "user_report_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "user_account" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_report" cascade;`);
  }
}
