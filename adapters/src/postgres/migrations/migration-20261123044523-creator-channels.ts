import { Migration } from '@mikro-orm/migrations';

export class Migration20261123044523_CreatorChannels extends Migration {
  override name = 'Migration20261123044523_CreatorChannels';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creator_channel" ("id" uuid not null, "creator_id" uuid not null, "provider" varchar(16) not null, "provider_channel_id" varchar(128) not null, "handle" varchar(100) not null, "display_name" varchar(100) not null, "followers" int not null, "average_concurrent_viewers" int null, "average_views_per_video" int null, "average_views_per_short" int null, "account_created_at" timestamptz not null, "is_business_account" boolean null, "affiliation" varchar(16) not null, "language" varchar(8) not null, "country" varchar(2) not null, "synced_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "creator_channel_creator_id_index" on "creator_channel" ("creator_id");`);
    this.addSql(
      `alter table "creator_channel" add constraint "creator_channel_provider_channel_unique" unique ("provider", "provider_channel_id");`,
    );

    this.addSql(
      `alter table "creator_channel" add constraint "creator_channel_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creator_channel" cascade;`);
  }
}
