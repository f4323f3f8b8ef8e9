import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150625_UserConnections extends Migration {
  override name = 'Migration20261125150625_UserConnections';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_connection" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(16) not null, "provider_account_id" varchar(128) not null, "login" varchar(100) not null, "display_name" varchar(100) not null, "access_token_sealed" text not null, "refresh_token_sealed" text null, "access_token_expires_at" timestamptz null, "status" varchar(16) not null, "connected_at" timestamptz not null, "refreshed_at" timestamptz null, "invalidated_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "user_connection_refresh_due_index" on "user_connection" ("status", "access_token_expires_at");`);
    this.addSql(
      `alter table "user_connection" add constraint "user_connection_provider_account_unique" unique ("provider", "provider_account_id");`,
    );
    this.addSql(`alter table "user_connection" add constraint "user_connection_user_provider_unique" unique ("user_id", "provider");`);

    this.addSql(
      `alter table "user_connection" add constraint "user_connection_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "user_connection" cascade;`);
  }
}
