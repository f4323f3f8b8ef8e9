import { Migration } from '@mikro-orm/migrations';

export class Migration20261203144010_Webhooks extends Migration {
  override name = 'Migration20261203144010_Webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_event" ("id" uuid not null, "company_id" uuid not null, "kind" varchar(32) not null, "occurred_at" timestamptz not null, "data" jsonb not null, "fanned_out_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "company_event_company_id_index" on "company_event" ("company_id");`);
    this.addSql(`create index "company_event_unfanned_index" on "company_event" ("fanned_out_at", "occurred_at");`);

    this.addSql(
      `create table "webhook_endpoint" ("id" uuid not null, "company_id" uuid not null, "url" text not null, "events" jsonb not null, "secret_sealed" text not null, "previous_secret_sealed" text null, "previous_secret_expires_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoint_company_id_index" on "webhook_endpoint" ("company_id");`);

    this.addSql(
      `create table "webhook_delivery" ("id" uuid not null, "company_id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "kind" varchar(32) not null, "status" varchar(16) not null, "attempts" int not null, "next_attempt_at" timestamptz null, "retry_until" timestamptz not null, "last_attempt_at" timestamptz null, "response_status" int null, "response_excerpt" text null, "created_at" timestamptz not null, "delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_delivery_event_id_index" on "webhook_delivery" ("event_id");`);
    this.addSql(`create index "webhook_delivery_endpoint_created_index" on "webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(`create index "webhook_delivery_due_index" on "webhook_delivery" ("status", "next_attempt_at");`);
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_event_endpoint_unique" unique ("endpoint_id", "event_id");`,
    );

    this.addSql(
      `alter table "company_event" add constraint "company_event_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_endpoint" add constraint "webhook_endpoint_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_event_id_foreign" foreign key ("event_id") references "company_event" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_event_id_foreign";`);
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "company_event" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }
}
