import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142628_CompanyInvitationRejected extends Migration {
  override name = 'Migration20261125142628_CompanyInvitationRejected';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company_invitation" add "rejected_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company_invitation" drop column "rejected_at";`);
  }
}
