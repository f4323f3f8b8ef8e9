import type {
  ContentFigures,
  ContentFiguresRequest,
  QuestContentFiguresPort,
} from '@lurkit/core/quests/ports/quest-content-figures.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundExecute } from '../shared/bound-query.ts';
import { isUuid } from '../shared/unit-of-work.ts';

interface Row {
  creatorId: string;
  provider: 'twitch' | 'youtube';
  externalId: string;
  postType: ContentFigures['postType'];
  title: string;
  gameId: string | null;
  gameName: string | null;
  durationSeconds: number;
  views: string | number;
  watchSeconds: string | number;
  averageCcv: number;
  listed: boolean;
  postedAt: Date | string;
}

/**
 * Submitted content's figures from the posts the statistics sync stored, found by the platform's
 * identity (provider, external id) and the creator who posted them, in one statement for a whole Quest.
 */
export class StatisticsQuestContentFigures implements QuestContentFiguresPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async figuresOf(requests: readonly ContentFiguresRequest[]): Promise<ContentFigures[]> {
    const valid = requests.filter((r) => isUuid(r.creatorId));
    if (valid.length === 0) return [];
    const rows = await boundExecute(this.#em)<Row[]>(
      `select p.creator_id as "creatorId", p.provider, p.external_id as "externalId", p.type as "postType", p.title,
              p.game_id as "gameId", g.name as "gameName", p.duration_seconds as "durationSeconds", p.views,
              p.watch_seconds as "watchSeconds", p.average_ccv as "averageCcv", p.listed, p.created_at as "postedAt"
       from unnest(?::uuid[], ?::text[], ?::text[]) as r(creator_id, provider, external_id)
       join creator_post p on p.provider = r.provider and p.external_id = r.external_id and p.creator_id = r.creator_id
       left join statistics_game g on g.id = p.game_id`,
      [valid.map((r) => r.creatorId), valid.map((r) => r.provider), valid.map((r) => r.externalId)],
    );
    return rows.map((row) => ({
      creatorId: row.creatorId,
      provider: row.provider,
      externalId: row.externalId,
      postType: row.postType,
      title: row.title,
      gameId: row.gameId,
      gameName: row.gameName,
      durationSeconds: row.durationSeconds,
      views: Number(row.views),
      hoursWatched: Number(row.watchSeconds) / 3_600,
      averageCcv: row.averageCcv,
      listed: row.listed,
      postedAt: new Date(row.postedAt),
    }));
  }
}
