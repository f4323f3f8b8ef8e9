import { Migration } from '@mikro-orm/migrations';

export class Migration20261125205604_UserProfiles extends Migration {
  override name = 'Migration20261125205604_UserProfiles';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_profile" ("user_id" uuid not null, "country" varchar(2) null, "country_changed_at" timestamptz null, "language" varchar(2) null, "language_changed_at" timestamptz null, "description" text null, "links" jsonb not null, "rss_feeds" jsonb not null, "email_notifications" jsonb not null, "address" jsonb null, primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "user_profile" add constraint "user_profile_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_profile" cascade;`);
  }
}
