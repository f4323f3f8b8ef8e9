import { Migration } from '@mikro-orm/migrations';

export class Migration20261203112751_ShopOrderStates extends Migration {
  override name = 'Migration20261203112751_ShopOrderStates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_item" add "physical" boolean not null default false;`);

    this.addSql(`alter table "shop_order" add "state" varchar(16) not null default 'fulfilled', add "shipping_address" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_item" drop column "physical";`);

    this.addSql(`alter table "shop_order" drop column "state", drop column "shipping_address";`);
  }
}
