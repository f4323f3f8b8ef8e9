import { Migration } from '@mikro-orm/migrations';

/**
 * The accounts slice: users, companies and their members, invitations, one-time tokens, sessions,
 * the development email outbox and user events. Written to match the entity definitions exactly;
 * schema-matches-migrations.test.ts fails if they drift apart.
 */
export class Migration20261121000000Accounts extends Migration {
  override name = 'Migration20261121000000Accounts';

  override up(): void {
    this.addSql(`create table "user_account" (
      "id" uuid not null, "username" varchar(25) not null, "display_name" varchar(50) not null,
      "email" varchar(254) not null, "email_verified_at" timestamptz null, "password_hash" text not null,
      "user_type" varchar(16) not null, "status" varchar(16) not null, "failed_sign_in_attempts" int not null,
      "locked_until" timestamptz null, "created_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create unique index "user_account_username_lower_unique" on "user_account" (lower("username"));`);
    this.addSql(`create unique index "user_account_email_lower_unique" on "user_account" (lower("email"));`);
    this.addSql(`create unique index "user_account_display_name_lower_unique" on "user_account" (lower("display_name"));`);

    this.addSql(`create table "company" (
      "id" uuid not null, "name" varchar(100) not null, "type" varchar(32) not null, "website" varchar(2048) not null,
      "email" varchar(254) not null, "billing_email" varchar(254) null, "is_verified" boolean not null,
      "created_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create unique index "company_name_lower_unique" on "company" (lower("name"));`);

    this.addSql(`create table "company_member" (
      "user_id" uuid not null, "company_id" uuid not null, "is_owner" boolean not null, "title" varchar(80) null,
      "joined_at" timestamptz not null,
      primary key ("user_id"));`);
    this.addSql(`create index "company_member_company_id_index" on "company_member" ("company_id");`);
    this.addSql(
      `alter table "company_member" add constraint "company_member_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "company_member" add constraint "company_member_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(`create table "company_invitation" (
      "id" uuid not null, "company_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(128) not null,
      "invited_by_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null,
      "accepted_at" timestamptz null, "accepted_by_id" uuid null,
      primary key ("id"));`);
    this.addSql(`alter table "company_invitation" add constraint "company_invitation_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "company_invitation_invited_by_id_index" on "company_invitation" ("invited_by_id");`);
    this.addSql(`create index "company_invitation_accepted_by_id_index" on "company_invitation" ("accepted_by_id");`);
    this.addSql(`create index "company_invitation_company_id_created_at_index" on "company_invitation" ("company_id", "created_at");`);
    this.addSql(
      `alter table "company_invitation" add constraint "company_invitation_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "company_invitation" add constraint "company_invitation_invited_by_id_foreign" foreign key ("invited_by_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "company_invitation" add constraint "company_invitation_accepted_by_id_foreign" foreign key ("accepted_by_id") references "user_account" ("id") on delete set null;`,
    );

    this.addSql(`create table "account_token" (
      "hash" varchar(128) not null, "user_id" uuid not null, "purpose" varchar(32) not null, "email" varchar(254) not null,
      "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null,
      primary key ("hash"));`);
    this.addSql(`create index "account_token_user_id_purpose_created_at_index" on "account_token" ("user_id", "purpose", "created_at");`);
    this.addSql(
      `alter table "account_token" add constraint "account_token_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(`create table "session" (
      "id" varchar(128) not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);
    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(`create table "email_outbox" (
      "id" uuid not null, "to" varchar(254) not null, "subject" text not null, "text" text not null, "html" text not null,
      "created_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create index "email_outbox_created_at_index" on "email_outbox" ("created_at");`);

    this.addSql(`create table "user_event" (
      "id" uuid not null, "name" varchar(100) not null, "user_id" uuid null, "device_id" varchar(100) null,
      "data" jsonb not null, "meta_data" jsonb not null, "created_at" timestamptz not null,
      primary key ("id"));`);
    this.addSql(`create index "user_event_user_id_index" on "user_event" ("user_id");`);
    this.addSql(`create index "user_event_created_at_index" on "user_event" ("created_at");`);
    this.addSql(
      `alter table "user_event" add constraint "user_event_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete set null;`,
    );
  }

  override down(): void {
    for (const table of [
      'user_event',
      'email_outbox',
      'session',
      'account_token',
      'company_invitation',
      'company_member',
      'company',
      'user_account',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
