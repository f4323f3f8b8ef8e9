import { Migration } from '@mikro-orm/migrations';

/** The provider of each summary's largest channel, kept beside its country (matchmaking prices by it). */
export class Migration20261202125318_SummaryPlatform extends Migration {
  override name = 'Migration20261202125318_SummaryPlatform';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator_statistics_summary" add "platform" varchar(16) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_statistics_summary" drop column "platform";`);
  }
}
