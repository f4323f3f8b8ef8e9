import { Migration } from '@mikro-orm/migrations';

export class Migration20261124205806_MailDeliveries extends Migration {
  override name = 'Migration20261124205806_MailDeliveries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_delivery" ("id" uuid not null, "state" varchar(16) not null, "attempts" int not null, "claimed_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_delivery" cascade;`);
  }
}
