import { Migration } from '@mikro-orm/migrations';

export class Migration20261125001801_CreatorPages extends Migration {
  override name = 'Migration20261125001801_CreatorPages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creator_page" ("id" uuid not null, "creator_id" uuid not null, "slug" varchar(30) not null, "title" varchar(60) not null, "bio" text null, "links" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "creator_page" add constraint "creator_page_slug_unique" unique ("slug");`);
    this.addSql(`create index "creator_page_creator_created_index" on "creator_page" ("creator_id", "created_at");`);

    this.addSql(
      `alter table "creator_page" add constraint "creator_page_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creator_page" cascade;`);
  }
}
