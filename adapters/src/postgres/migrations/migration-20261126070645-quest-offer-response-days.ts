import { Migration } from '@mikro-orm/migrations';

/** The request SLA for Quest offers: the quest's response deadline, copied onto each run with the offer. */
export class Migration20261126070645_QuestOfferResponseDays extends Migration {
  override name = 'Migration20261126070645_QuestOfferResponseDays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quest" add "offer_response_days" smallint null;`);

    this.addSql(`alter table "quest_run" add "offer_response_days" smallint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quest" drop column "offer_response_days";`);

    this.addSql(`alter table "quest_run" drop column "offer_response_days";`);
  }
}
