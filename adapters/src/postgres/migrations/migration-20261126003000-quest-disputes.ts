import { Migration } from '@mikro-orm/migrations';

/** Quest disputes (escrow safeguards): the run's latest dispute, and REFUNDED as an end that allows a new offer. */
export class Migration20261126003000_QuestDisputes extends Migration {
  override name = 'Migration20261126003000_QuestDisputes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quest_run" add column "dispute" jsonb null;`);
    this.addSql(
      `create table "sandbox_refund" ("id" varchar(64) not null, "idempotency_key" varchar(255) not null, "payment_id" varchar(255) not null, "amount_cents" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "sandbox_refund" add constraint "sandbox_refund_idempotency_unique" unique ("idempotency_key");`);
    this.addSql(
      `create index "quest_run_open_dispute_index" on "quest_run" ("updated_at") where "dispute" is not null and ("dispute" ->> 'decidedAt') is null;`,
    );
    this.addSql(`drop index if exists "quest_run_open_unique";`);
    this.addSql(
      `create unique index "quest_run_open_unique" on "quest_run" ("quest_id", "creator_id") where "status" not in ('BID_REJECTED', 'BID_EXPIRED', 'PAYMENT_EXPIRED', 'CONTENT_SUBMISSION_DEADLINE_EXPIRED', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED', 'REFUNDED');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sandbox_refund" cascade;`);
    this.addSql(`drop index if exists "quest_run_open_dispute_index";`);
    this.addSql(`alter table "quest_run" drop column if exists "dispute";`);
  }
}
