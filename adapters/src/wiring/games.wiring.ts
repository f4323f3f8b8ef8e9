import type { GamesDeps } from '@lurkit/core/games/application/games-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RssFeedReader } from '../feeds/rss-feed-reader.ts';
import { SandboxFeedReader } from '../feeds/sandbox-feed-reader.ts';
import { sanitizeHtmlSanitizer } from '../feeds/sanitize-html-sanitizer.ts';
import { IgdbGameCatalogue } from '../igdb/igdb-game-catalogue.ts';
import { SandboxGameCatalogue } from '../igdb/sandbox-game-catalogue.ts';
import { MikroOrmGameFeedRepository } from '../postgres/games/mikro-orm-game-feed-repository.ts';
import { MikroOrmGameRepository } from '../postgres/games/mikro-orm-game-repository.ts';
import { SqlGameContent } from '../postgres/games/sql-game-content.ts';
import type { Infrastructure } from './infrastructure.ts';

/** The public game catalogue and its news: IGDB when its client is set, real feeds when GAME_FEEDS=live; sandboxes otherwise. */
export const gamesWiring = (em: EntityManager, infra: Infrastructure): GamesDeps => ({
  games: new MikroOrmGameRepository(em),
  feeds: new MikroOrmGameFeedRepository(em),
  content: new SqlGameContent(em),
  provider: infra.games?.igdb ? new IgdbGameCatalogue(infra.games.igdb) : new SandboxGameCatalogue(),
  reader:
    infra.games?.feeds === 'live'
      ? new RssFeedReader({ allowedPrivateHosts: infra.games.allowedPrivateFeedHosts })
      : new SandboxFeedReader(() => infra.clock.now()),
  sanitizer: sanitizeHtmlSanitizer,
  clock: infra.clock,
});
