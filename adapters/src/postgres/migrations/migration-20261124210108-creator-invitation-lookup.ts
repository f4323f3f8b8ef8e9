import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210108_CreatorInvitationLookup extends Migration {
  override name = 'Migration20261124210108_CreatorInvitationLookup';

  override up(): void | Promise<void> {
    this.addSql(`create index "creator_invitation_creator_id_index" on "creator_invitation" ("creator_id");`);
    this.addSql(`create index "creator_invitation_email_index" on "creator_invitation" ("email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "creator_invitation_creator_id_index";`);
    this.addSql(`drop index "creator_invitation_email_index";`);
  }
}
