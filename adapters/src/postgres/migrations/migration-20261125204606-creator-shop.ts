import { Migration } from '@mikro-orm/migrations';

export class Migration20261125204606_CreatorShop extends Migration {
  override name = 'Migration20261125204606_CreatorShop';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shop_item" ("id" uuid not null, "name" varchar(80) not null, "description" text not null, "price_coins" int not null, "stock" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_item_price_index" on "shop_item" ("price_coins");`);

    this.addSql(
      `create table "shop_order" ("id" uuid not null, "creator_id" uuid not null, "item_id" uuid not null, "item_name" varchar(80) not null, "quantity" int not null, "unit_price_coins" int not null, "total_coins" int not null, "placed_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_order_creator_placed_index" on "shop_order" ("creator_id", "placed_at");`);

    this.addSql(
      `alter table "shop_order" add constraint "shop_order_creator_id_foreign" foreign key ("creator_id") references "user_account" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_item_id_foreign" foreign key ("item_id") references "shop_item" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_order" drop constraint "shop_order_item_id_foreign";`);

    this.addSql(`drop table if exists "shop_item" cascade;`);
    this.addSql(`drop table if exists "shop_order" cascade;`);
  }
}
