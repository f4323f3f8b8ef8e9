import { Migration } from '@mikro-orm/migrations';

/**
 * mail_delivery becomes the mail queue (MailDeliveryEntity). Its rows so far only marked pg-boss
 * send-email jobs as sent; the mails still waiting in pg-boss move into it (keeping their ids, so one
 * already sent is not sent again) and leave pg-boss, which no longer works that queue.
 */
export class Migration20261203061553_FairMailQueue extends Migration {
  override name = 'Migration20261203061553_FairMailQueue';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "mail_delivery" add "category" varchar(32) null, add "to" varchar(254) null, add "subject" text null, add "text" text null, add "html" text null, add "turn" bigint null, add "created_at" timestamptz null, add "available_at" timestamptz null, add "lease_until" timestamptz null;`,
    );
    this.addSql(`alter table "mail_delivery" alter column "claimed_at" drop not null;`);
    this.addSql(`do $$
      begin
        if to_regclass('pgboss.job') is not null then
          insert into "mail_delivery" ("id", "category", "to", "subject", "text", "html", "turn", "state", "attempts", "created_at", "available_at")
          select "id", 'notification', left("data"->>'to', 254), "data"->>'subject', "data"->>'text', "data"->>'html', 0, 'queued', 0, "created_on", now()
            from pgboss.job
           where "name" = 'send-email' and "state" in ('created', 'retry', 'active')
             and "data"->>'to' is not null and "data"->>'subject' is not null and "data"->>'text' is not null and "data"->>'html' is not null
          on conflict ("id") do update set "category" = excluded."category", "to" = excluded."to", "subject" = excluded."subject",
            "text" = excluded."text", "html" = excluded."html", "turn" = 0, "created_at" = excluded."created_at", "available_at" = now(),
            "state" = case when "mail_delivery"."state" = 'sent' then 'sent' else 'queued' end;
          delete from pgboss.job where "name" = 'send-email' and "state" in ('created', 'retry', 'active');
        end if;
      end $$;`);
    this.addSql(`delete from "mail_delivery" where "to" is null;`);
    this.addSql(
      `alter table "mail_delivery" alter column "category" set not null, alter column "to" set not null, alter column "subject" set not null, alter column "text" set not null, alter column "html" set not null, alter column "turn" set not null, alter column "created_at" set not null, alter column "available_at" set not null;`,
    );
    this.addSql(
      `create index "mail_delivery_queued_index" on "mail_delivery" ("category", "turn", "created_at") where "state" = 'queued';`,
    );
    this.addSql(
      `create index "mail_delivery_recipient_index" on "mail_delivery" ("category", lower("to"), "turn") where "state" in ('queued', 'sending');`,
    );
    this.addSql(`create index "mail_delivery_lease_index" on "mail_delivery" ("lease_until") where "state" = 'sending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_delivery_queued_index";`);
    this.addSql(`drop index "mail_delivery_recipient_index";`);
    this.addSql(`drop index "mail_delivery_lease_index";`);
    this.addSql(
      `alter table "mail_delivery" drop column "category", drop column "to", drop column "subject", drop column "text", drop column "html", drop column "turn", drop column "created_at", drop column "available_at", drop column "lease_until";`,
    );
    this.addSql(`delete from "mail_delivery" where "claimed_at" is null;`);
    this.addSql(`alter table "mail_delivery" alter column "claimed_at" set not null;`);
  }
}
