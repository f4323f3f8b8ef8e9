import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { ChannelVerdict } from '@lurkit/core/accounts/creator-access/domain/creator-access-thresholds.ts';
import { UserAccountEntity } from '../user-account.entity.ts';

/** A person's request for full creator access (spec 4): one row per person, the last decision's verdicts with it. */
export const CreatorAccessEntity = defineEntity({
  name: 'CreatorAccess',
  tableName: 'creator_access',
  properties: {
    user: () => p.manyToOne(UserAccountEntity).mapToPk().primary().deleteRule('cascade'),
    status: p.string().length(32),
    requestedAt: p.datetime().nullable(),
    decidedAt: p.datetime().nullable(),
    channels: p.json<ChannelVerdict[]>(),
  },
});

export type CreatorAccessRow = InferEntity<typeof CreatorAccessEntity>;
export const creatorAccessEntities = [CreatorAccessEntity];
