import { Migration } from '@mikro-orm/migrations';

/** The double-entry ledger (transactions and entries), append-only: a trigger refuses every update and delete. */
export class Migration20261202033836_MoneyLedger extends Migration {
  override name = 'Migration20261202033836_MoneyLedger';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ledger_transaction" ("id" uuid not null, "cause" varchar(32) not null, "reference" varchar(255) not null, "currency" varchar(3) not null, "posted_at" timestamptz not null, "reverses" uuid null, primary key ("id"));`,
    );
    this.addSql(`create index "ledger_transaction_reference_index" on "ledger_transaction" ("reference");`);
    this.addSql(`alter table "ledger_transaction" add constraint "ledger_transaction_reverses_unique" unique ("reverses");`);

    this.addSql(
      `create table "ledger_entry" ("id" uuid not null, "transaction_id" uuid not null, "account" varchar(160) not null, "amount_cents" int not null, primary key ("id"));`,
    );
    this.addSql(`create index "ledger_entry_transaction_index" on "ledger_entry" ("transaction_id");`);
    this.addSql(`create index "ledger_entry_account_index" on "ledger_entry" ("account");`);

    this.addSql(
      `create or replace function "ledger_transaction_ledger_transaction_append_only_fn"() returns trigger as \$\$ begin raise exception 'The ledger is append-only: % on % is refused.', tg_op, tg_table_name; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "ledger_transaction_append_only" BEFORE UPDATE OR DELETE on "ledger_transaction" for each ROW execute function "ledger_transaction_ledger_transaction_append_only_fn"();`,
    );

    this.addSql(
      `alter table "ledger_entry" add constraint "ledger_entry_transaction_id_foreign" foreign key ("transaction_id") references "ledger_transaction" ("id");`,
    );
    this.addSql(
      `create or replace function "ledger_entry_ledger_entry_append_only_fn"() returns trigger as \$\$ begin raise exception 'The ledger is append-only: % on % is refused.', tg_op, tg_table_name; end; \$\$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "ledger_entry_append_only" BEFORE UPDATE OR DELETE on "ledger_entry" for each ROW execute function "ledger_entry_ledger_entry_append_only_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ledger_entry" drop constraint "ledger_entry_transaction_id_foreign";`);

    this.addSql(`drop trigger if exists "ledger_transaction_append_only" on "ledger_transaction";`);
    this.addSql(`drop function if exists "ledger_transaction_ledger_transaction_append_only_fn"();`);
    this.addSql(`drop table if exists "ledger_transaction" cascade;`);
    this.addSql(`drop trigger if exists "ledger_entry_append_only" on "ledger_entry";`);
    this.addSql(`drop function if exists "ledger_entry_ledger_entry_append_only_fn"();`);
    this.addSql(`drop table if exists "ledger_entry" cascade;`);
  }
}
