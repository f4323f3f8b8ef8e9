import { Migration } from '@mikro-orm/migrations';

/** The rollups' two read paths (by day, by game and day) answered from the index alone. */
export class Migration20261126002235_CoveringStatisticsIndexes extends Migration {
  override name = 'Migration20261126002235_CoveringStatisticsIndexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index "creator_daily_statistics_day_index";`);
    this.addSql(`drop index "creator_daily_statistics_game_day_index";`);
    this.addSql(
      `create index "creator_daily_statistics_day_index" on "creator_daily_statistics" ("day") include ("streams", "stream_seconds", "stream_watch_seconds", "peak_ccv", "videos", "video_views", "video_watch_seconds", "shorts", "short_views", "short_watch_seconds", "creator_id", "provider", "game_id");`,
    );
    this.addSql(
      `create index "creator_daily_statistics_game_day_index" on "creator_daily_statistics" ("game_id", "day") include ("streams", "stream_seconds", "stream_watch_seconds", "peak_ccv", "videos", "video_views", "video_watch_seconds", "shorts", "short_views", "short_watch_seconds", "creator_id", "provider");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "creator_daily_statistics_game_day_index";`);
    this.addSql(`drop index "creator_daily_statistics_day_index";`);
    this.addSql(`create index "creator_daily_statistics_game_day_index" on "creator_daily_statistics" ("game_id", "day");`);
    this.addSql(`create index "creator_daily_statistics_day_index" on "creator_daily_statistics" ("day");`);
  }
}
