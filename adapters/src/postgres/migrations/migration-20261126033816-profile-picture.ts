import { Migration } from '@mikro-orm/migrations';

export class Migration20261126033816_ProfilePicture extends Migration {
  override name = 'Migration20261126033816_ProfilePicture';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "profile_picture" ("id" uuid not null, "user_id" uuid not null, "content_type" varchar(32) not null, "width" int not null, "height" int not null, "bytes" bytea not null, "uploaded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "profile_picture" add constraint "profile_picture_user_id_unique" unique ("user_id");`);

    this.addSql(
      `alter table "profile_picture" add constraint "profile_picture_user_id_foreign" foreign key ("user_id") references "user_account" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "profile_picture" cascade;`);
  }
}
