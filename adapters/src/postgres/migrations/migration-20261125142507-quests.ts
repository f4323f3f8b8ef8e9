import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142507_Quests extends Migration {
  override name = 'Migration20261125142507_Quests';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "quest" ("id" uuid not null, "company_id" uuid not null, "kind" varchar(24) not null, "publish_state" varchar(24) not null, "first_went_live_at" timestamptz null, "published_at" timestamptz null, "unpublished_at" timestamptz null, "review_note" text null, "name" varchar(120) not null, "start_date" timestamptz not null, "end_date" timestamptz not null, "budget_cents" int null, "delivery_type" varchar(16) not null, "embargo_date" varchar(10) null, "embargo_time" varchar(5) null, "embargo_timezone" varchar(64) null, "embargo_at" timestamptz null, "deliverables" text[] not null, "talking_points" text[] not null, "call_to_action" text not null, "conversion_tracking_kind" varchar(16) null, "conversion_tracking_url" varchar(2048) null, "code_manager_item_ids" text[] not null, "goals" text[] not null, "tags" text[] not null, "platforms" text[] not null, "media" text[] not null, "visibility" varchar(16) not null, "requirements" jsonb not null, "special_instructions" text not null, "kit_keys" jsonb not null, "kit_asset_url" varchar(2048) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quest_company_created_index" on "quest" ("company_id", "created_at");`);
    this.addSql(`create index "quest_browse_index" on "quest" ("publish_state", "visibility", "end_date");`);

    this.addSql(
      `create table "quest_run" ("id" uuid not null, "quest_id" uuid not null, "company_id" uuid not null, "creator_id" uuid not null, "status" varchar(48) not null, "delivery_type" varchar(16) not null, "platform" varchar(16) not null, "content_type" varchar(16) not null, "window_opens_at" timestamptz null, "window_closes_at" timestamptz null, "quest_ends_at" timestamptz not null, "bids" jsonb not null, "accepted_at" timestamptz null, "paid_at" timestamptz null, "payment_id" varchar(120) null, "submission_due_at" timestamptz null, "submissions" jsonb not null, "approved_at" timestamptz null, "listed_at" timestamptz null, "paid_out_at" timestamptz null, "payout_id" varchar(120) null, "due_at" timestamptz null, "badges" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quest_run_quest_status_index" on "quest_run" ("quest_id", "status", "updated_at");`);
    this.addSql(`create index "quest_run_creator_status_index" on "quest_run" ("creator_id", "status", "updated_at");`);
    this.addSql(`create index "quest_run_company_status_index" on "quest_run" ("company_id", "status", "created_at");`);
    this.addSql(`create index "quest_run_due_index" on "quest_run" ("due_at") where "due_at" is not null;`);
    this.addSql(
      `create unique index "quest_run_open_unique" on "quest_run" ("quest_id", "creator_id") where "status" not in ('BID_REJECTED', 'BID_EXPIRED', 'PAYMENT_EXPIRED', 'CONTENT_SUBMISSION_DEADLINE_EXPIRED', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED');`,
    );

    this.addSql(
      `alter table "quest" add constraint "quest_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "quest_run" add constraint "quest_run_quest_id_foreign" foreign key ("quest_id") references "quest" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quest_run" add constraint "quest_run_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "quest_run" add constraint "quest_run_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quest_run" drop constraint "quest_run_quest_id_foreign";`);

    this.addSql(`drop table if exists "quest" cascade;`);
    this.addSql(`drop table if exists "quest_run" cascade;`);
  }
}
