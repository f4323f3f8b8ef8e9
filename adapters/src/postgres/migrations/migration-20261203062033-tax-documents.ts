import { Migration } from '@mikro-orm/migrations';

/** Invoices and credit notes in gapless series, their counters, and the buyer legal details they carry. */
export class Migration20261203062033_TaxDocuments extends Migration {
  override name = 'Migration20261203062033_TaxDocuments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_billing_details" ("company_id" uuid not null, "legal_name" varchar(140) not null, "address_line1" varchar(140) not null, "address_line2" varchar(140) null, "postal_code" varchar(20) not null, "city" varchar(80) not null, "country" varchar(2) not null, "vat_number" varchar(30) null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );

    this.addSql(
      `create table "tax_document" ("id" uuid not null, "kind" varchar(16) not null, "series" varchar(8) not null, "sequence" int not null, "number" varchar(32) not null, "company_id" uuid not null, "seller" jsonb not null, "buyer" jsonb not null, "lines" jsonb not null, "tax" jsonb not null, "issued_at" timestamptz not null, "source_kind" varchar(16) not null, "source_id" varchar(255) not null, "ledger_transaction_id" varchar(64) not null, "credits_id" uuid null, "credits_number" varchar(32) null, primary key ("id"));`,
    );
    this.addSql(`create index "tax_document_company_issued_index" on "tax_document" ("company_id", "issued_at");`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_number_unique" unique ("series", "sequence");`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_source_unique" unique ("source_kind", "source_id");`);

    this.addSql(`create table "tax_document_series" ("series" varchar(8) not null, "last_sequence" int not null, primary key ("series"));`);

    this.addSql(
      `alter table "company_billing_details" add constraint "company_billing_details_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_billing_details" cascade;`);
    this.addSql(`drop table if exists "tax_document" cascade;`);
    this.addSql(`drop table if exists "tax_document_series" cascade;`);
  }
}
