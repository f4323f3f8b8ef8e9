import { Migration } from '@mikro-orm/migrations';

export class Migration20261123082203_CodeRequestOpenUnique extends Migration {
  override name = 'Migration20261123082203_CodeRequestOpenUnique';

  override up(): void | Promise<void> {
    this.addSql(
      `create unique index "code_request_open_unique" on "code_request" ("item_id", "creator_id", lower(trim("platform"))) where "status" = 'open';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "code_request_open_unique";`);
  }
}
