import type { FoundKeyContent, FoundKeyContentPort, FoundPostType } from '@lurkit/core/keys/ports/found-key-content.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

interface FoundRow {
  participant_id: string;
  provider: ChannelProvider;
  external_id: string;
  type: FoundPostType;
  title: string;
  created_at: Date;
  views: string | number;
  hours_watched: string | number;
}

/**
 * A post is about the campaign's game when the platform's game (a Twitch category, a YouTube game
 * tag) has the game's name, compared without regard to case or surrounding spaces; unlisted posts
 * count in no figure, so they are not coverage either.
 */
const FOUND_SQL = `
select distinct on (kp.id) kp.id as participant_id, p.provider, p.external_id, p.type, p.title, p.created_at, p.views,
  p.watch_seconds / 3600.0 as hours_watched
from key_participant kp
join key_campaign kc on kc.id = kp.campaign_id
join creator_post p on p.creator_id = kp.creator_id and p.created_at >= kp.claimed_at and p.listed
join statistics_game g on g.id = p.game_id and lower(trim(g.name)) = lower(trim(kc.game ->> 'name'))
where kp.state = 'claimedKey' and kp.submission_url is null
order by kp.id, p.created_at
limit ?`;

/** Claimed keys' content among the synced posts, read across keys and the statistics store in one query. */
export class TablesFoundKeyContent implements FoundKeyContentPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findUnsubmitted(limit: number): Promise<FoundKeyContent[]> {
    const rows = await unitOfWork(this.#em).execute<FoundRow[]>(FOUND_SQL, [limit]);
    return rows.map((row) => ({
      participantId: row.participant_id,
      provider: row.provider,
      externalId: row.external_id,
      type: row.type,
      title: row.title,
      postedAt: new Date(row.created_at),
      views: Number(row.views),
      hoursWatched: Number(row.hours_watched),
    }));
  }
}
