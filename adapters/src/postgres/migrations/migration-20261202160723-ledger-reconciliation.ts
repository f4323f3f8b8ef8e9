import { Migration } from '@mikro-orm/migrations';

/** Each reconciliation of the ledger with the providers, and every mismatch it found. */
export class Migration20261202160723_LedgerReconciliation extends Migration {
  override name = 'Migration20261202160723_LedgerReconciliation';

  override up(): void | Promise<void> {
    this.addSql(`create table "ledger_reconciliation" ("id" uuid not null, "ran_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "ledger_reconciliation_ran_at_index" on "ledger_reconciliation" ("ran_at");`);
    this.addSql(
      `create table "ledger_mismatch" ("id" uuid not null, "reconciliation_id" uuid not null, "subject" varchar(32) not null, "reference" varchar(255) not null, "provider_cents" bigint not null, "ledger_cents" bigint not null, primary key ("id"));`,
    );
    this.addSql(`create index "ledger_mismatch_reconciliation_index" on "ledger_mismatch" ("reconciliation_id");`);
    this.addSql(
      `alter table "ledger_mismatch" add constraint "ledger_mismatch_reconciliation_id_foreign" foreign key ("reconciliation_id") references "ledger_reconciliation" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ledger_mismatch" cascade;`);
    this.addSql(`drop table if exists "ledger_reconciliation" cascade;`);
  }
}
