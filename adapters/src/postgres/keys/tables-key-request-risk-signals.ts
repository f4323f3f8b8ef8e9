import type { KeyRequestRiskSignals } from '@lurkit/core/keys/domain/key-request-risk.ts';
import type { KeyRequestRiskSignalsPort, KeyRequestToJudge } from '@lurkit/core/keys/ports/key-request-risk-signals.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface SignalsRow {
  participant_id: string;
  requested_at: Date;
  account_created_at: Date;
  oldest_channel_created_at: Date | null;
  last_channel_connected_at: Date | null;
  keys_claimed_before: number;
  keys_claimed_without_content: number;
  requests_in_last_day: number;
  email_domain: string;
  other_accounts_on_channel: number;
}

/**
 * One query for a whole page of requests: the requests travel as one jsonb parameter. Audience
 * authenticity is judged from statistics at read time and no figure of it is stored, so that signal
 * stays unknown here. A channel is "shared" when another account holds a channel of the same platform
 * under the same handle: the platform's own id is unique per row, so a borrowed channel shows by name.
 */
const SIGNALS_SQL = `
with req as (
  select * from jsonb_to_recordset(?::jsonb) as r(participant_id uuid, creator_id uuid, requested_at timestamptz)
)
select req.participant_id, req.requested_at,
  u.created_at as account_created_at,
  split_part(u.email, '@', 2) as email_domain,
  (select min(c.account_created_at) from creator_channel c where c.creator_id = req.creator_id) as oldest_channel_created_at,
  (select max(uc.connected_at) from user_connection uc where uc.user_id = req.creator_id) as last_channel_connected_at,
  (select count(*)::int from key_participant k
     where k.creator_id = req.creator_id and k.id <> req.participant_id
       and k.claimed_at is not null and k.content_due_at <= req.requested_at) as keys_claimed_before,
  (select count(*)::int from key_participant k
     where k.creator_id = req.creator_id and k.id <> req.participant_id
       and k.claimed_at is not null and k.content_due_at <= req.requested_at
       and (k.submitted_at is null or k.submitted_at > k.content_due_at)) as keys_claimed_without_content,
  (select count(*)::int from key_participant k
     where k.creator_id = req.creator_id
       and k.applied_at > req.requested_at - interval '1 day' and k.applied_at <= req.requested_at) as requests_in_last_day,
  (select count(distinct other.creator_id)::int from creator_channel mine
     join creator_channel other on other.provider = mine.provider and lower(other.handle) = lower(mine.handle)
       and other.creator_id <> mine.creator_id
     where mine.creator_id = req.creator_id) as other_accounts_on_channel
from req join user_account u on u.id = req.creator_id`;

/** Reads the risk signals of key requests from accounts, channels, connections and past key runs. */
export class TablesKeyRequestRiskSignals implements KeyRequestRiskSignalsPort {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    this.#em = em;
  }

  async signalsFor(requests: readonly KeyRequestToJudge[]): Promise<ReadonlyMap<string, KeyRequestRiskSignals>> {
    const known = requests.filter((r) => isUuid(r.creatorId) && isUuid(r.participantId));
    if (known.length === 0) return new Map();
    const param = JSON.stringify(
      known.map((r) => ({ participant_id: r.participantId, creator_id: r.creatorId, requested_at: r.requestedAt.toISOString() })),
    );
    const rows = await unitOfWork(this.#em).execute<SignalsRow[]>(SIGNALS_SQL, [param]);
    return new Map(
      rows.map((row) => [
        row.participant_id,
        {
          requestedAt: new Date(row.requested_at),
          accountCreatedAt: new Date(row.account_created_at),
          oldestChannelCreatedAt: row.oldest_channel_created_at ? new Date(row.oldest_channel_created_at) : null,
          lastChannelConnectedAt: row.last_channel_connected_at ? new Date(row.last_channel_connected_at) : null,
          authenticityScore: null,
          keysClaimedBefore: row.keys_claimed_before,
          keysClaimedWithoutContent: row.keys_claimed_without_content,
          requestsInLastDay: row.requests_in_last_day,
          emailDomain: row.email_domain,
          otherAccountsOnChannel: row.other_accounts_on_channel,
        },
      ]),
    );
  }
}
