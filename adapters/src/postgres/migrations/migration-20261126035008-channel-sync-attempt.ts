import { Migration } from '@mikro-orm/migrations';

export class Migration20261126035008_ChannelSyncAttempt extends Migration {
  override name = 'Migration20261126035008_ChannelSyncAttempt';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "channel_sync_attempt" ("provider" varchar(16) not null, "provider_channel_id" varchar(128) not null, "tried_at" timestamptz not null, primary key ("provider", "provider_channel_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "channel_sync_attempt" cascade;`);
  }
}
