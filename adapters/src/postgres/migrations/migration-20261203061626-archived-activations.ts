import { Migration } from '@mikro-orm/migrations';

export class Migration20261203061626_ArchivedActivations extends Migration {
  override name = 'Migration20261203061626_ArchivedActivations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "key_campaign" add "archived_at" timestamptz null;`);

    this.addSql(`alter table "mission" add "archived_at" timestamptz null;`);

    this.addSql(`alter table "quest" add "archived_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "key_campaign" drop column "archived_at";`);

    this.addSql(`alter table "mission" drop column "archived_at";`);

    this.addSql(`alter table "quest" drop column "archived_at";`);
  }
}
