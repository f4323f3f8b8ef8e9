import { Migration } from '@mikro-orm/migrations';

export class Migration20261125181751_CreatorAccess extends Migration {
  override name = 'Migration20261125181751_CreatorAccess';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creator_access" ("user_id" uuid not null, "status" varchar(32) not null, "requested_at" timestamptz null, "decided_at" timestamptz null, "channels" jsonb not null, primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "creator_access" add constraint "creator_access_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creator_access" cascade;`);
  }
}
