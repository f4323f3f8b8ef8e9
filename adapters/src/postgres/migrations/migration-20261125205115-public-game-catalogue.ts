import { Migration } from '@mikro-orm/migrations';

export class Migration20261125205115_PublicGameCatalogue extends Migration {
  override name = 'Migration20261125205115_PublicGameCatalogue';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "catalogue_game" ("id" uuid not null, "source" varchar(16) not null, "external_id" bigint not null, "name" varchar(200) not null, "summary" text not null, "cover_url" text null, "release_date" timestamptz null, "hype" int not null, "platforms" text[] not null, "genres" text[] not null, "synced_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "catalogue_game_release_index" on "catalogue_game" ("release_date");`);
    this.addSql(`create index "catalogue_game_hype_index" on "catalogue_game" ("hype");`);
    this.addSql(`alter table "catalogue_game" add constraint "catalogue_game_source_external_unique" unique ("source", "external_id");`);

    this.addSql(
      `create table "game_feed" ("id" uuid not null, "game_id" uuid not null, "url" varchar(2000) not null, "etag" varchar(500) null, "last_modified" varchar(100) null, "fetched_at" timestamptz null, "last_error" text null, primary key ("id"));`,
    );
    this.addSql(`create index "game_feed_game_id_index" on "game_feed" ("game_id");`);
    this.addSql(`create index "game_feed_fetched_at_index" on "game_feed" ("fetched_at");`);

    this.addSql(
      `create table "game_news_article" ("id" uuid not null, "feed_id" uuid not null, "game_id" uuid not null, "guid" varchar(500) not null, "title" varchar(300) not null, "link" text null, "author" varchar(200) null, "published_at" timestamptz not null, "html" text not null, "excerpt" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "game_news_article_game_published_index" on "game_news_article" ("game_id", "published_at");`);
    this.addSql(`alter table "game_news_article" add constraint "game_news_article_feed_guid_unique" unique ("feed_id", "guid");`);

    this.addSql(
      `alter table "game_feed" add constraint "game_feed_game_id_foreign" foreign key ("game_id") references "catalogue_game" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "game_news_article" add constraint "game_news_article_feed_id_foreign" foreign key ("feed_id") references "game_feed" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "game_news_article" add constraint "game_news_article_game_id_foreign" foreign key ("game_id") references "catalogue_game" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "game_feed" drop constraint "game_feed_game_id_foreign";`);
    this.addSql(`alter table "game_news_article" drop constraint "game_news_article_game_id_foreign";`);
    this.addSql(`alter table "game_news_article" drop constraint "game_news_article_feed_id_foreign";`);

    this.addSql(`drop table if exists "catalogue_game" cascade;`);
    this.addSql(`drop table if exists "game_feed" cascade;`);
    this.addSql(`drop table if exists "game_news_article" cascade;`);
  }
}
