import { Migration } from '@mikro-orm/migrations';

export class Migration20261126070651_StreamChatters extends Migration {
  override name = 'Migration20261126070651_StreamChatters';

  override up(): void | Promise<void> {
    this.addSql(`alter table "creator_post" add "chatter_sum" bigint null, add "chatter_viewer_sum" bigint null;`);

    this.addSql(`alter table "stream_sample" add "chatters" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "creator_post" drop column "chatter_sum", drop column "chatter_viewer_sum";`);

    this.addSql(`alter table "stream_sample" drop column "chatters";`);
  }
}
