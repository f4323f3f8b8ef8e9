import { Migration } from '@mikro-orm/migrations';

export class Migration20261125144137_QuestsAndPayments extends Migration {
  override name = 'Migration20261125144137_QuestsAndPayments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "quest" ("id" uuid not null, "company_id" uuid not null, "kind" varchar(24) not null, "publish_state" varchar(24) not null, "first_went_live_at" timestamptz null, "published_at" timestamptz null, "unpublished_at" timestamptz null, "review_note" text null, "name" varchar(120) not null, "start_date" timestamptz not null, "end_date" timestamptz not null, "budget_cents" int null, "delivery_type" varchar(16) not null, "embargo_date" varchar(10) null, "embargo_time" varchar(5) null, "embargo_timezone" varchar(64) null, "embargo_at" timestamptz null, "deliverables" text[] not null, "talking_points" text[] not null, "call_to_action" text not null, "conversion_tracking_kind" varchar(16) null, "conversion_tracking_url" varchar(2048) null, "code_manager_item_ids" text[] not null, "goals" text[] not null, "tags" text[] not null, "platforms" text[] not null, "media" text[] not null, "visibility" varchar(16) not null, "requirements" jsonb not null, "special_instructions" text not null, "kit_keys" jsonb not null, "kit_asset_url" varchar(2048) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quest_company_created_index" on "quest" ("company_id", "created_at");`);
    this.addSql(`create index "quest_browse_index" on "quest" ("publish_state", "visibility", "end_date");`);

    this.addSql(
      `create table "quest_payment" ("id" uuid not null, "company_id" uuid not null, "status" varchar(16) not null, "total_cents" int not null, "provider" varchar(16) not null, "provider_payment_id" varchar(255) null, "checkout_url" varchar(2048) null, "failure_reason" text null, "created_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "quest_payment_company_created_index" on "quest_payment" ("company_id", "created_at");`);
    this.addSql(`create unique index "quest_payment_open_unique" on "quest_payment" ("company_id") where "status" = 'open';`);
    this.addSql(
      `create unique index "quest_payment_provider_unique" on "quest_payment" ("provider", "provider_payment_id") where "provider_payment_id" is not null;`,
    );

    this.addSql(
      `create table "quest_payment_line" ("payment_id" uuid not null, "run_id" uuid not null, "position" int not null, "quest_id" uuid not null, "creator_id" uuid not null, "amount_cents" int not null, primary key ("payment_id", "run_id"));`,
    );
    this.addSql(`create index "quest_payment_line_run_index" on "quest_payment_line" ("run_id");`);

    this.addSql(
      `create table "sandbox_payment" ("id" varchar(64) not null, "idempotency_key" varchar(255) not null, "reference" varchar(255) not null, "description" text not null, "amount_cents" int not null, "status" varchar(24) not null, "success_url" varchar(2048) not null, "cancel_url" varchar(2048) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "sandbox_payment" add constraint "sandbox_payment_idempotency_unique" unique ("idempotency_key");`);

    this.addSql(
      `create table "sandbox_video" ("url" varchar(2048) not null, "visibility" varchar(16) not null, "updated_at" timestamptz not null, primary key ("url"));`,
    );

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
      `create table "quest_payout" ("id" uuid not null, "reference" varchar(64) not null, "creator_id" uuid not null, "provider" varchar(16) not null, "provider_payout_id" varchar(255) null, "amount_cents" int not null, "status" varchar(16) not null, "failure_reason" text null, "initiated_at" timestamptz not null, "paid_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "quest_payout" add constraint "quest_payout_reference_unique" unique ("reference");`);
    this.addSql(`create index "quest_payout_creator_index" on "quest_payout" ("creator_id");`);

    this.addSql(
      `create table "creator_payout_account" ("creator_id" uuid not null, "method" varchar(16) not null, "provider" varchar(16) not null, "provider_recipient_id" varchar(255) not null, "label" varchar(120) not null, "status" varchar(16) not null, "minimum_deal_size_cents" int not null, "updated_at" timestamptz not null, primary key ("creator_id"));`,
    );

    this.addSql(
      `alter table "quest" add constraint "quest_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "quest_payment" add constraint "quest_payment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "quest_payment_line" add constraint "quest_payment_line_payment_id_foreign" foreign key ("payment_id") references "quest_payment" ("id") on delete cascade;`,
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

    this.addSql(
      `alter table "quest_payout" add constraint "quest_payout_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "creator_payout_account" add constraint "creator_payout_account_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quest_run" drop constraint "quest_run_quest_id_foreign";`);
    this.addSql(`alter table "quest_payment_line" drop constraint "quest_payment_line_payment_id_foreign";`);

    this.addSql(`drop table if exists "quest" cascade;`);
    this.addSql(`drop table if exists "quest_payment" cascade;`);
    this.addSql(`drop table if exists "quest_payment_line" cascade;`);
    this.addSql(`drop table if exists "sandbox_payment" cascade;`);
    this.addSql(`drop table if exists "sandbox_video" cascade;`);
    this.addSql(`drop table if exists "quest_run" cascade;`);
    this.addSql(`drop table if exists "quest_payout" cascade;`);
    this.addSql(`drop table if exists "creator_payout_account" cascade;`);
  }
}
