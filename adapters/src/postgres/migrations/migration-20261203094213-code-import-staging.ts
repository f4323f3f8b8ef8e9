import { Migration } from '@mikro-orm/migrations';

export class Migration20261203094213_CodeImportStaging extends Migration {
  override name = 'Migration20261203094213_CodeImportStaging';

  override up(): void | Promise<void> {
    // Unlogged: staged lines are worth nothing after a crash (the upload failed with it), so they skip the WAL.
    this.addSql(
      `create unlogged table "code_import_line" ("import_id" uuid not null, "value_hash" varchar(64) not null, "line" int not null, "value_sealed" text not null, "staged_at" timestamptz not null, primary key ("import_id", "value_hash"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "code_import_line" cascade;`);
  }
}
