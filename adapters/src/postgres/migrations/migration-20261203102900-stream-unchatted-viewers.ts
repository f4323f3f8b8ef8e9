import { Migration } from '@mikro-orm/migrations';

export class Migration20261203102900_StreamUnchattedViewers extends Migration {
  override name = 'Migration20261203102900_StreamUnchattedViewers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator_post" add "unchatted_viewer_sum" bigint null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_post" drop column "unchatted_viewer_sum";`);
  }
}
