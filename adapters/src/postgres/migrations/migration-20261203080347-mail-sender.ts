import { Migration } from '@mikro-orm/migrations';

export class Migration20261203080347_MailSender extends Migration {
  override name = 'Migration20261203080347_MailSender';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_delivery" add "sender" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_delivery" drop column "sender";`);
  }
}
