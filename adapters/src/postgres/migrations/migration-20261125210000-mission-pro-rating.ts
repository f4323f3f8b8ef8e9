import { Migration } from '@mikro-orm/migrations';

/** Pro-rated mission rewards: the lowest share of the target that pays a share of the rewards. */
export class Migration20261125210000_MissionProRating extends Migration {
  override name = 'Migration20261125210000_MissionProRating';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mission" add column "pro_rated_from_percent" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mission" drop column "pro_rated_from_percent";`);
  }
}
