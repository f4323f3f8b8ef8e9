import { Migration } from '@mikro-orm/migrations';

export class Migration20261203143036_ApiTokens extends Migration {
  override name = 'Migration20261203143036_ApiTokens';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_token" ("id" uuid not null, "company_id" uuid not null, "created_by" uuid not null, "name" varchar(80) not null, "scopes" text[] not null, "hash" varchar(64) not null, "hint" varchar(16) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "api_token" add constraint "api_token_hash_unique" unique ("hash");`);
    this.addSql(`create index "api_token_company_created_index" on "api_token" ("company_id", "created_at");`);

    this.addSql(
      `alter table "api_token" add constraint "api_token_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
