import type { TrackedActivationKind } from '@lurkit/core/attribution/domain/tracked-link.ts';
import type { CompanySteamGame, CompanySteamGamesPort } from '@lurkit/core/attribution/ports/steam-games.port.ts';
import type { TrackedLinkTarget, TrackedLinkTargetsPort } from '@lurkit/core/attribution/ports/tracked-link-targets.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** A Steam app id from a store link (`https://store.steampowered.com/app/1145360/...`), as SQL over `url`. */
const steamAppOf = (url: string) => `(substring(${url} from 'store\\.steampowered\\.com/app/([0-9]{1,10})'))::bigint`;
/** The Steam game of the company's latest Key campaign that names one. */
const latestKeyCampaignApp = (company: string) =>
  `(select (k.game->>'steamAppId')::bigint from key_campaign k
    where k.company_id = ${company} and k.game->>'steamAppId' is not null order by k.created_at desc, k.id limit 1)`;

/** Run states past acceptance that ended the deal: the creator is no longer in. */
const QUEST_RUN_OUT = `('BID_REJECTED', 'BID_EXPIRED', 'PAYMENT_EXPIRED', 'REFUNDED')`;

const TARGETS: Record<TrackedActivationKind, string> = {
  KEY: `select c.company_id, (c.game->>'steamAppId')::bigint as steam_app_id,
      exists (select 1 from key_participant p where p.campaign_id = c.id and p.creator_id = ? and p.state in ('claimedKey', 'submittedContent')) as creator_is_in
    from key_campaign c where c.id = ?`,
  QUEST: `select q.company_id, coalesce(${steamAppOf('q.conversion_tracking_url')}, ${latestKeyCampaignApp('q.company_id')}) as steam_app_id,
      exists (select 1 from quest_run r where r.quest_id = q.id and r.creator_id = ? and r.accepted_at is not null and r.status not in ${QUEST_RUN_OUT}) as creator_is_in
    from quest q where q.id = ?`,
};

interface TargetRow {
  company_id: string;
  steam_app_id: string | number | null;
  creator_is_in: boolean;
}

/** Tracked links' targets and a company's Steam games, read from the Key campaign and Quest tables. */
export class TableTrackedLinkTargets implements TrackedLinkTargetsPort, CompanySteamGamesPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(kind: TrackedActivationKind, activationId: string, creatorId: string): Promise<TrackedLinkTarget | null> {
    if (!isUuid(activationId) || !isUuid(creatorId)) return null;
    const [row] = await unitOfWork(this.#em).execute<TargetRow[]>(TARGETS[kind], [creatorId, activationId]);
    if (!row) return null;
    return {
      kind,
      activationId,
      companyId: row.company_id,
      creatorId,
      steamAppId: row.steam_app_id === null ? null : Number(row.steam_app_id),
      creatorIsIn: row.creator_is_in,
    };
  }

  async steamGamesOf(companyId: string): Promise<readonly CompanySteamGame[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ app_id: string | number; name: string }[]>(
      `with named as (
         select (k.game->>'steamAppId')::bigint as app_id, k.game->>'name' as name, k.created_at from key_campaign k
         where k.company_id = ? and k.game->>'steamAppId' is not null
         union all
         select ${steamAppOf('q.conversion_tracking_url')}, null, q.created_at from quest q
         where q.company_id = ? and ${steamAppOf('q.conversion_tracking_url')} is not null
       )
       select app_id, coalesce((array_agg(name order by created_at desc) filter (where name is not null))[1], 'Steam app ' || app_id) as name
       from named group by app_id order by 2, 1`,
      [companyId, companyId],
    );
    return rows.map((r) => ({ appId: Number(r.app_id), name: r.name }));
  }
}
