import { Migration } from '@mikro-orm/migrations';

export class Migration20261203094740_MailSenderIndex extends Migration {
  override name = 'Migration20261203094740_MailSenderIndex';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "mail_delivery_sender_index" on "mail_delivery" ("category", "sender", "turn", "created_at") where "state" = 'queued' and "sender" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_delivery_sender_index";`);
  }
}
