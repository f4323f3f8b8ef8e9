import { Migration } from '@mikro-orm/migrations';

/** VIP access set by staff for every activation: one row per creator. */
export class Migration20261126073000_PlatformVip extends Migration {
  override name = 'Migration20261126073000_PlatformVip';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "platform_vip" ("creator_id" uuid not null, "waives_location_and_language" boolean not null, "granted_by" varchar(64) not null, "granted_at" timestamptz not null, primary key ("creator_id"));`,
    );
    this.addSql(
      `alter table "platform_vip" add constraint "platform_vip_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform_vip" cascade;`);
  }
}
