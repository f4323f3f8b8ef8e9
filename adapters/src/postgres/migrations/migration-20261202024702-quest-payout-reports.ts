import { Migration } from '@mikro-orm/migrations';

/** Every payout status a provider reported, with what became of it (applied, same, ignored, unknown). */
export class Migration20261202024702_QuestPayoutReports extends Migration {
  override name = 'Migration20261202024702_QuestPayoutReports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "quest_payout_report" ("id" uuid not null, "provider" varchar(16) not null, "provider_payout_id" varchar(255) not null, "provider_status" varchar(64) not null, "outcome" varchar(16) not null, "note" text not null, "received_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "quest_payout_report_provider_payout_index" on "quest_payout_report" ("provider_payout_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quest_payout_report" cascade;`);
  }
}
