import { Migration } from '@mikro-orm/migrations';

export class Migration20261202171214_ReplacedKeys extends Migration {
  override name = 'Migration20261202171214_ReplacedKeys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "key_participant" add "replaced_keys" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "key_participant" drop column "replaced_keys";`);
  }
}
