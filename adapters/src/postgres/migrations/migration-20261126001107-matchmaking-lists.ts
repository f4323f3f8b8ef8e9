import { Migration } from '@mikro-orm/migrations';

export class Migration20261126001107_MatchmakingLists extends Migration {
  override name = 'Migration20261126001107_MatchmakingLists';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "matchmaking_list" ("id" uuid not null, "company_id" uuid not null, "brief" jsonb not null, "created_at" timestamptz not null, "results" jsonb null, "match_count" int not null, "selected_creator_ids" text[] not null, primary key ("id"));`,
    );
    this.addSql(`create index "matchmaking_list_company_created_index" on "matchmaking_list" ("company_id", "created_at");`);

    this.addSql(
      `alter table "matchmaking_list" add constraint "matchmaking_list_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "matchmaking_list" cascade;`);
  }
}
