import { Migration } from '@mikro-orm/migrations';

export class Migration20261126033734_StreamSampleSampledAt extends Migration {
  override name = 'Migration20261126033734_StreamSampleSampledAt';

  override up(): void | Promise<void> {
    this.addSql(`create index "stream_sample_sampled_at_index" on "stream_sample" ("sampled_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "stream_sample_sampled_at_index";`);
  }
}
