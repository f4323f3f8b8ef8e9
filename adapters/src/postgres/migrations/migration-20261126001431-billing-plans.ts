import { Migration } from '@mikro-orm/migrations';

/** Plans (company_subscription), their invoices copied from the provider, and the sandbox provider's own books. */
export class Migration20261126001431_BillingPlans extends Migration {
  override name = 'Migration20261126001431_BillingPlans';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "billing_invoice" ("id" uuid not null, "company_id" uuid not null, "provider" varchar(16) not null, "provider_invoice_id" varchar(255) not null, "number" varchar(64) not null, "description" varchar(255) not null, "amount_cents" int not null, "status" varchar(16) not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "issued_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "billing_invoice_company_issued_index" on "billing_invoice" ("company_id", "issued_at");`);
    this.addSql(
      `alter table "billing_invoice" add constraint "billing_invoice_provider_unique" unique ("provider", "provider_invoice_id");`,
    );

    this.addSql(
      `create table "company_subscription" ("company_id" uuid not null, "plan" varchar(16) not null, "status" varchar(16) not null, "provider" varchar(16) not null, "customer_id" varchar(255) null, "subscription_id" varchar(255) null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null, "updated_at" timestamptz not null, primary key ("company_id"));`,
    );
    this.addSql(`create index "company_subscription_customer_index" on "company_subscription" ("provider", "customer_id");`);

    this.addSql(
      `create table "sandbox_idempotency" ("key" varchar(255) not null, "response" text not null, "created_at" timestamptz not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "sandbox_invoice" ("id" varchar(64) not null, "customer_id" varchar(64) not null, "number" varchar(64) not null, "description" varchar(255) not null, "amount_cents" int not null, "status" varchar(16) not null, "period_start" timestamptz not null, "period_end" timestamptz not null, "issued_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "sandbox_invoice_customer_index" on "sandbox_invoice" ("customer_id");`);

    this.addSql(
      `create table "sandbox_subscription" ("id" varchar(64) not null, "customer_id" varchar(64) not null, "company_id" uuid not null, "plan" varchar(16) not null, "status" varchar(16) not null, "current_period_end" timestamptz not null, "cancel_at_period_end" boolean not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "sandbox_subscription" add constraint "sandbox_subscription_customer_unique" unique ("customer_id");`);

    this.addSql(
      `alter table "billing_invoice" add constraint "billing_invoice_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "company_subscription" add constraint "company_subscription_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "billing_invoice" cascade;`);
    this.addSql(`drop table if exists "company_subscription" cascade;`);
    this.addSql(`drop table if exists "sandbox_idempotency" cascade;`);
    this.addSql(`drop table if exists "sandbox_invoice" cascade;`);
    this.addSql(`drop table if exists "sandbox_subscription" cascade;`);
  }
}
