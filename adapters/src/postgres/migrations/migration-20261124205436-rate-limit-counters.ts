import { Migration } from '@mikro-orm/migrations';

export class Migration20261124205436_RateLimitCounters extends Migration {
  override name = 'Migration20261124205436_RateLimitCounters';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_counter" ("key" varchar(400) not null, "hits" int not null, "resets_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_counter_resets_at_index" on "rate_limit_counter" ("resets_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counter" cascade;`);
  }
}
