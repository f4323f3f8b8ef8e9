import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080621_CodeItemImages extends Migration {
  override name = 'Migration20261123080621_CodeItemImages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "code_item_image" ("id" uuid not null, "company_id" uuid not null, "content_type" varchar(32) not null, "width" int not null, "height" int not null, "bytes" bytea not null, "uploaded_by" varchar(64) not null, "uploaded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "code_item_image_company_id_index" on "code_item_image" ("company_id");`);

    this.addSql(
      `alter table "code_item_image" add constraint "code_item_image_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "code_item_image" cascade;`);
  }
}
