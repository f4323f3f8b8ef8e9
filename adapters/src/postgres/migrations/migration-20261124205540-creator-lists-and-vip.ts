import { Migration } from '@mikro-orm/migrations';

export class Migration20261124205540_CreatorListsAndVip extends Migration {
  override name = 'Migration20261124205540_CreatorListsAndVip';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "creator_list" ("id" uuid not null, "company_id" uuid not null, "name" varchar(80) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create unique index "creator_list_company_name_unique" on "creator_list" ("company_id", lower("name"));`);

    this.addSql(
      `create table "creator_list_member" ("list_id" uuid not null, "creator_id" uuid not null, "added_at" timestamptz not null, primary key ("list_id", "creator_id"));`,
    );
    this.addSql(`create index "creator_list_member_creator_index" on "creator_list_member" ("creator_id");`);
    this.addSql(`create index "creator_list_member_list_added_index" on "creator_list_member" ("list_id", "added_at");`);

    this.addSql(
      `create table "vip_grant" ("id" uuid not null, "company_id" uuid not null, "activation_type" varchar(24) not null, "activation_id" uuid not null, "creator_id" uuid not null, "waives_location_and_language" boolean not null, "granted_by" varchar(64) not null, "granted_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "vip_grant_company_id_index" on "vip_grant" ("company_id");`);
    this.addSql(`create index "vip_grant_creator_id_index" on "vip_grant" ("creator_id");`);
    this.addSql(
      `alter table "vip_grant" add constraint "vip_grant_activation_creator_unique" unique ("activation_type", "activation_id", "creator_id");`,
    );

    this.addSql(
      `alter table "creator_list" add constraint "creator_list_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "creator_list_member" add constraint "creator_list_member_list_id_foreign" foreign key ("list_id") references "creator_list" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "creator_list_member" add constraint "creator_list_member_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "vip_grant" add constraint "vip_grant_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "vip_grant" add constraint "vip_grant_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_list_member" drop constraint "creator_list_member_list_id_foreign";`);

    this.addSql(`drop table if exists "creator_list" cascade;`);
    this.addSql(`drop table if exists "creator_list_member" cascade;`);
    this.addSql(`drop table if exists "vip_grant" cascade;`);
  }
}
