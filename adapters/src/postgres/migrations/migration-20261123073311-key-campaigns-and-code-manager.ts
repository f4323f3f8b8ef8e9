import { Migration } from '@mikro-orm/migrations';

export class Migration20261123073311_KeyCampaignsAndCodeManager extends Migration {
  override name = 'Migration20261123073311_KeyCampaignsAndCodeManager';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "code_item" ("id" uuid not null, "company_id" uuid not null, "type" varchar(16) not null, "name" varchar(120) not null, "game" varchar(120) null, "description" text null, "image_url" varchar(2048) null, "allocation" varchar(8) not null, "created_by" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "code_item_company_id_index" on "code_item" ("company_id");`);
    this.addSql(
      `create unique index "code_item_same_item_unique" on "code_item" ("company_id", "type", lower(trim("name")), lower(trim(coalesce("game", ''))));`,
    );

    this.addSql(
      `create table "code_request" ("id" uuid not null, "company_id" uuid not null, "item_id" uuid not null, "creator_id" varchar(64) not null, "platform" varchar(80) not null, "status" varchar(16) not null, "requested_at" timestamptz not null, "resolved_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "code_request_item_id_index" on "code_request" ("item_id");`);

    this.addSql(
      `create table "code" ("id" uuid not null, "item_id" uuid not null, "company_id" uuid not null, "platform" varchar(80) not null, "value_sealed" text not null, "value_hash" varchar(64) not null, "status" varchar(16) not null, "added_by" varchar(64) not null, "added_at" timestamptz not null, "claimed_by" varchar(64) null, "claimed_at" timestamptz null, "distributed_by" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`create index "code_company_value_index" on "code" ("company_id", "value_hash");`);
    this.addSql(`create index "code_stock_index" on "code" ("item_id", lower("platform"), "status", "added_at", "id");`);
    this.addSql(`alter table "code" add constraint "code_item_value_unique" unique ("item_id", "value_hash");`);

    this.addSql(
      `create table "code_event" ("id" uuid not null, "code_id" uuid not null, "company_id" uuid not null, "type" varchar(16) not null, "user_id" varchar(64) not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "code_event_code_id_index" on "code_event" ("code_id");`);

    this.addSql(
      `create table "key_campaign" ("id" uuid not null, "company_id" uuid not null, "name" varchar(120) not null, "start_date" timestamptz null, "end_date" timestamptz null, "planned_release" timestamptz null, "tags" text[] not null, "game" jsonb not null, "genre_keys" text[] not null, "requirements" jsonb not null, "visibility" varchar(16) not null, "code_item_id" uuid null, "category" varchar(16) null, "keys" jsonb not null, "platform_keys" text[] not null, "special_instructions" text null, "embargo" timestamptz null, "pre_launch" boolean not null, "converted_at" timestamptz null, "publish_state" varchar(24) not null, "first_went_live_at" timestamptz null, "published_at" timestamptz null, "unpublished_at" timestamptz null, "review_note" text null, "request_count" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "key_campaign_company_id_index" on "key_campaign" ("company_id");`);
    this.addSql(`create index "key_campaign_listed_index" on "key_campaign" ("publish_state", "visibility", "published_at");`);
    this.addSql(`create index "key_campaign_genre_keys_index" on "key_campaign" using gin ("genre_keys");`);
    this.addSql(`create index "key_campaign_platform_keys_index" on "key_campaign" using gin ("platform_keys");`);

    this.addSql(
      `create table "key_campaign_slot" ("campaign_id" uuid not null, "platform" varchar(80) not null, "n" int not null, "taken_at" timestamptz null, primary key ("campaign_id", "platform", "n"));`,
    );

    this.addSql(
      `create table "lurkcoin_entry" ("id" uuid not null, "creator_id" uuid not null, "amount" int not null, "reason" varchar(64) not null, "source_id" varchar(64) not null, "key" varchar(200) not null, "awarded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lurkcoin_entry_creator_id_index" on "lurkcoin_entry" ("creator_id");`);
    this.addSql(`alter table "lurkcoin_entry" add constraint "lurkcoin_entry_key_unique" unique ("key");`);

    this.addSql(
      `create table "key_participant" ("id" uuid not null, "campaign_id" uuid not null, "creator_id" uuid not null, "state" varchar(24) not null, "applied_at" timestamptz not null, "agreement_accepted_at" timestamptz null, "reviewed_at" timestamptz null, "claim_platform" varchar(80) null, "claim_code_sealed" text null, "claimed_at" timestamptz null, "content_due_at" timestamptz null, "submission_url" varchar(2048) null, "submitted_at" timestamptz null, "submitted_on_time" boolean null, "content_expired_at" timestamptz null, "kit_sent_count" int not null, "kit_last_sent_at" timestamptz null, "events" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "key_participant_creator_id_index" on "key_participant" ("creator_id");`);
    this.addSql(`create index "key_participant_campaign_state_index" on "key_participant" ("campaign_id", "state", "applied_at");`);
    this.addSql(
      `alter table "key_participant" add constraint "key_participant_campaign_creator_unique" unique ("campaign_id", "creator_id");`,
    );

    this.addSql(
      `alter table "code_item" add constraint "code_item_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "code_request" add constraint "code_request_item_id_foreign" foreign key ("item_id") references "code_item" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "code" add constraint "code_item_id_foreign" foreign key ("item_id") references "code_item" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "code_event" add constraint "code_event_code_id_foreign" foreign key ("code_id") references "code" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "key_campaign" add constraint "key_campaign_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "key_campaign_slot" add constraint "key_campaign_slot_campaign_id_foreign" foreign key ("campaign_id") references "key_campaign" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lurkcoin_entry" add constraint "lurkcoin_entry_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "key_participant" add constraint "key_participant_campaign_id_foreign" foreign key ("campaign_id") references "key_campaign" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "key_participant" add constraint "key_participant_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "code_request" drop constraint "code_request_item_id_foreign";`);
    this.addSql(`alter table "code" drop constraint "code_item_id_foreign";`);
    this.addSql(`alter table "code_event" drop constraint "code_event_code_id_foreign";`);
    this.addSql(`alter table "key_campaign_slot" drop constraint "key_campaign_slot_campaign_id_foreign";`);
    this.addSql(`alter table "key_participant" drop constraint "key_participant_campaign_id_foreign";`);

    this.addSql(`drop table if exists "code_item" cascade;`);
    this.addSql(`drop table if exists "code_request" cascade;`);
    this.addSql(`drop table if exists "code" cascade;`);
    this.addSql(`drop table if exists "code_event" cascade;`);
    this.addSql(`drop table if exists "key_campaign" cascade;`);
    this.addSql(`drop table if exists "key_campaign_slot" cascade;`);
    this.addSql(`drop table if exists "lurkcoin_entry" cascade;`);
    this.addSql(`drop table if exists "key_participant" cascade;`);
  }
}
