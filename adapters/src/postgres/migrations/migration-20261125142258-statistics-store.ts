import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142258_StatisticsStore extends Migration {
  override name = 'Migration20261125142258_StatisticsStore';

  override up(): void | Promise<void> {
    this.addSql(`create table "statistics_game" ("id" uuid not null, "name" varchar(200) not null, primary key ("id"));`);
    this.addSql(`create index "statistics_game_name_index" on "statistics_game" (lower("name"));`);

    this.addSql(
      `create table "creator_statistics_summary" ("creator_id" uuid not null, "country" varchar(2) null, "languages" text[] not null, "game_ids" text[] not null, "average_ccv" double precision not null, "average_stream_hours" double precision not null, "minimum_deal_cents" bigint not null, "updated_at" timestamptz not null, primary key ("creator_id"));`,
    );

    this.addSql(
      `create table "creator_post" ("id" uuid not null, "creator_id" uuid not null, "provider" varchar(16) not null, "external_id" varchar(128) not null, "type" varchar(8) not null, "title" varchar(200) not null, "game_id" uuid null, "duration_seconds" int not null, "views" bigint not null, "watch_seconds" bigint not null, "average_ccv" double precision not null, "peak_ccv" int not null, "listed" boolean not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "creator_post_creator_type_created_index" on "creator_post" ("creator_id", "type", "created_at");`);
    this.addSql(`create index "creator_post_creator_created_index" on "creator_post" ("creator_id", "created_at");`);
    this.addSql(`create index "creator_post_game_created_index" on "creator_post" ("game_id", "created_at");`);
    this.addSql(`alter table "creator_post" add constraint "creator_post_provider_external_unique" unique ("provider", "external_id");`);

    this.addSql(
      `create table "stream_sample" ("post_id" uuid not null, "sampled_at" timestamptz not null, "viewers" int not null, "interval_seconds" smallint not null, primary key ("post_id", "sampled_at"));`,
    );

    this.addSql(
      `create table "creator_daily_statistics" ("creator_id" uuid not null, "day" date not null, "provider" varchar(16) not null, "game_id" uuid not null, "streams" int not null, "stream_seconds" bigint not null, "stream_watch_seconds" bigint not null, "peak_ccv" int not null, "videos" int not null, "video_views" bigint not null, "video_watch_seconds" bigint not null, "shorts" int not null, "short_views" bigint not null, "short_watch_seconds" bigint not null, primary key ("creator_id", "day", "provider", "game_id"));`,
    );
    this.addSql(`create index "creator_daily_statistics_game_day_index" on "creator_daily_statistics" ("game_id", "day");`);
    this.addSql(`create index "creator_daily_statistics_day_index" on "creator_daily_statistics" ("day");`);

    this.addSql(
      `alter table "creator_statistics_summary" add constraint "creator_statistics_summary_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "creator_post" add constraint "creator_post_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "creator_post" add constraint "creator_post_game_id_foreign" foreign key ("game_id") references "statistics_game" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "stream_sample" add constraint "stream_sample_post_id_foreign" foreign key ("post_id") references "creator_post" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "creator_daily_statistics" add constraint "creator_daily_statistics_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_post" drop constraint "creator_post_game_id_foreign";`);
    this.addSql(`alter table "stream_sample" drop constraint "stream_sample_post_id_foreign";`);

    this.addSql(`drop table if exists "statistics_game" cascade;`);
    this.addSql(`drop table if exists "creator_statistics_summary" cascade;`);
    this.addSql(`drop table if exists "creator_post" cascade;`);
    this.addSql(`drop table if exists "stream_sample" cascade;`);
    this.addSql(`drop table if exists "creator_daily_statistics" cascade;`);
  }
}
