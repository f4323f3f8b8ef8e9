import { Migration } from '@mikro-orm/migrations';

export class Migration20261126041344_KeyCampaignRequestResponseDays extends Migration {
  override name = 'Migration20261126041344_KeyCampaignRequestResponseDays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "key_campaign" add "request_response_days" smallint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "key_campaign" drop column "request_response_days";`);
  }
}
