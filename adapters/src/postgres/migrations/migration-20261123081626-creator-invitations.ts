import { Migration } from '@mikro-orm/migrations';

export class Migration20261123081626_CreatorInvitations extends Migration {
  override name = 'Migration20261123081626_CreatorInvitations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creator_invitation" ("id" uuid not null, "company_id" uuid not null, "activation_type" varchar(24) not null, "activation_id" uuid not null, "invite_type" varchar(8) not null, "email" varchar(254) null, "creator_id" uuid null, "invited_by" varchar(64) not null, "invited_at" timestamptz not null, "expires_at" timestamptz null, "status" varchar(16) not null, "responded_at" timestamptz null, "sent_count" int not null, primary key ("id"));`,
    );
    this.addSql(`create index "creator_invitation_company_id_index" on "creator_invitation" ("company_id");`);
    this.addSql(`create index "creator_invitation_activation_index" on "creator_invitation" ("activation_type", "activation_id");`);
    this.addSql(
      `create unique index "creator_invitation_email_unique" on "creator_invitation" ("activation_type", "activation_id", "email") where "email" is not null;`,
    );
    this.addSql(
      `create unique index "creator_invitation_creator_unique" on "creator_invitation" ("activation_type", "activation_id", "creator_id") where "creator_id" is not null;`,
    );

    this.addSql(
      `alter table "creator_invitation" add constraint "creator_invitation_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "creator_invitation" cascade;`);
  }
}
