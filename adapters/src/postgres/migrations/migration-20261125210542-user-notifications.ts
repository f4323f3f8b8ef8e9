import { Migration } from '@mikro-orm/migrations';

export class Migration20261125210542_UserNotifications extends Migration {
  override name = 'Migration20261125210542_UserNotifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_notification" ("id" uuid not null, "user_id" uuid not null, "kind" varchar(32) not null, "title" varchar(300) not null, "path" varchar(500) not null, "created_at" timestamptz not null, "read_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "user_notification_user_created_index" on "user_notification" ("user_id", "created_at");`);

    this.addSql(
      `alter table "user_notification" add constraint "user_notification_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_notification" cascade;`);
  }
}
