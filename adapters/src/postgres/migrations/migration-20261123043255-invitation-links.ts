import { Migration } from '@mikro-orm/migrations';

export class Migration20261123043255_InvitationLinks extends Migration {
  override name = 'Migration20261123043255_InvitationLinks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "company_invitation_link" ("token_hash" varchar(128) not null, "invitation_id" uuid not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "company_invitation_link_invitation_id_index" on "company_invitation_link" ("invitation_id");`);

    this.addSql(
      `alter table "company_invitation_link" add constraint "company_invitation_link_invitation_id_foreign" foreign key ("invitation_id") references "company_invitation" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "company_invitation_link" cascade;`);
  }
}
