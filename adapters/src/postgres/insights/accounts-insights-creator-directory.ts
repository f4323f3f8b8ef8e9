import type {
  InsightsChannel,
  InsightsCreator,
  InsightsCreatorDirectoryPort,
} from '@lurkit/core/insights/ports/insights-creator-directory.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { pgArray } from './sql-values.ts';

interface Row {
  id: string;
  username: string;
  display_name: string;
  channels: { provider: string; handle: string; followers: number; language: string; country: string }[] | null;
}

/** Creators from the accounts with their channels, in one statement for a whole page. */
export class AccountsInsightsCreatorDirectory implements InsightsCreatorDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findCreators(ids: readonly string[]): Promise<InsightsCreator[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<Row[]>(
      `select u.id, u.username, u.display_name,
         (select json_agg(json_build_object('provider', c.provider, 'handle', c.handle, 'followers', c.followers,
            'language', c.language, 'country', c.country) order by c.followers desc)
          from creator_channel c where c.creator_id = u.id) as channels
       from user_account u where u.id = any(?::uuid[]) and u.user_type = 'Creator'`,
      [pgArray(valid)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return valid.flatMap((id) => {
      const row = byId.get(id);
      return row ? [creatorOf(row)] : [];
    });
  }
}

const creatorOf = (row: Row): InsightsCreator => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  channels: (row.channels ?? []).map((c): InsightsChannel => ({
    provider: c.provider as ChannelProvider,
    handle: c.handle,
    followers: c.followers,
    language: c.language,
    country: c.country,
  })),
});
