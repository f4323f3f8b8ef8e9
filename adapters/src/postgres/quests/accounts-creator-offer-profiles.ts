import { centsOf } from '@lurkit/core/shared/money.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { CreatorOfferProfile } from '@lurkit/core/quests/domain/offer.ts';
import type { CreatorOfferProfilePort } from '@lurkit/core/quests/ports/creator-offer-profile.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

const QUEST_PROVIDERS: readonly ChannelProvider[] = ['twitch', 'youtube'];

/**
 * A creator as an offer needs them, in one read: the account (a Creator, email verified), the
 * channels context's creator_channel rows, and the payout setup with its minimum deal size.
 * Quest approval is a Creator with a verified email and a connected Twitch or YouTube channel: the
 * seam where the creator lane's access verification takes over once it stores its grants.
 */
export class AccountsCreatorOfferProfiles implements CreatorOfferProfilePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findOfferProfile(creatorId: string): Promise<CreatorOfferProfile | null> {
    if (!isUuid(creatorId)) return null;
    const rows = await unitOfWork(this.#em).execute<
      { user_type: string; verified: boolean; providers: string[] | null; payout_status: string | null; minimum: number | null }[]
    >(
      `select u.user_type, u.email_verified_at is not null as verified,
              (select array_agg(distinct c.provider) from creator_channel c where c.creator_id = u.id) as providers,
              a.status as payout_status, a.minimum_deal_size_cents as minimum
       from user_account u left join creator_payout_account a on a.creator_id = u.id
       where u.id = ?`,
      [creatorId],
    );
    const row = rows[0];
    if (!row) return null;
    const connectedProviders = (row.providers ?? []).filter((p): p is ChannelProvider => (QUEST_PROVIDERS as string[]).includes(p));
    return {
      creatorId,
      minimumDealSize: centsOf(row.minimum ?? 0),
      connectedProviders,
      payoutReady: row.payout_status === 'ready',
      emailVerified: row.verified,
      questApproved: row.user_type === 'Creator' && row.verified && connectedProviders.length > 0,
    };
  }
}
