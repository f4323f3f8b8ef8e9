import { Migration } from '@mikro-orm/migrations';

/**
 * Every read of imported UTM rows starts from the company, which the primary key leads with; the
 * second index on (company, campaign, content) served none of them and doubled what an import writes.
 */
export class Migration20261203183000_UtmReportRowOneIndex extends Migration {
  override name = 'Migration20261203183000_UtmReportRowOneIndex';

  override up(): void | Promise<void> {
    this.addSql(`drop index "utm_report_row_campaign_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "utm_report_row_campaign_index" on "utm_report_row" ("company_id", "utm_campaign", "utm_content");`);
  }
}
