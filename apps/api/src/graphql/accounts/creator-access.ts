import { RequestCreatorAccess } from '@lurkit/core/accounts/creator-access/application/request-creator-access.ts';
import {
  CREATOR_ACCESS_THRESHOLDS,
  refusalMessage,
  type ChannelVerdict,
  type RefusalReason,
} from '@lurkit/core/accounts/creator-access/domain/creator-access-thresholds.ts';
import { notRequested, type CreatorAccess } from '@lurkit/core/accounts/creator-access/domain/creator-access.entity.ts';
import { CREATOR_ACCESS_STATES } from '@lurkit/core/accounts/creator-access/domain/creator-access.machine.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

const CreatorAccessStatusEnum = builder.enumType('CreatorAccessStatus', { values: CREATOR_ACCESS_STATES });
const ChannelProviderEnum = builder.enumType('CreatorAccessProvider', { values: ['twitch', 'youtube', 'tiktok'] as const });

interface Refusal {
  readonly provider: ChannelProvider;
  readonly reason: RefusalReason;
  readonly figures: ChannelVerdict['figures'];
}

const RefusalRef = builder.objectRef<Refusal>('CreatorAccessRefusal').implement({
  description: 'Why one channel did not qualify (spec 4: channel too new, insufficient followers, data unavailable).',
  fields: (t) => ({
    reason: t.exposeString('reason'),
    message: t.string({ resolve: (r) => refusalMessage(r.provider, r.reason, r.figures) }),
  }),
});

const VerdictRef = builder.objectRef<ChannelVerdict>('CreatorAccessChannelVerdict').implement({
  fields: (t) => ({
    provider: t.field({ type: ChannelProviderEnum, resolve: (v) => v.provider }),
    channelId: t.exposeString('channelId'),
    qualifies: t.exposeBoolean('qualifies'),
    refusals: t.field({
      type: [RefusalRef],
      resolve: (v) => v.reasons.map((reason) => ({ provider: v.provider, reason, figures: v.figures })),
    }),
  }),
});

interface Threshold {
  readonly provider: ChannelProvider;
}

const ThresholdRef = builder.objectRef<Threshold>('CreatorAccessThreshold').implement({
  description: 'What a channel on one platform needs for full creator access (spec 5).',
  fields: (t) => ({
    provider: t.field({ type: ChannelProviderEnum, resolve: (x) => x.provider }),
    minFollowers: t.int({ resolve: (x) => CREATOR_ACCESS_THRESHOLDS[x.provider].minFollowers }),
    audience: t.string({ resolve: (x) => CREATOR_ACCESS_THRESHOLDS[x.provider].audience }),
    minAccountAgeDays: t.int({ resolve: (x) => CREATOR_ACCESS_THRESHOLDS[x.provider].minAccountAgeDays }),
    businessAccountRequired: t.boolean({ resolve: (x) => CREATOR_ACCESS_THRESHOLDS[x.provider].businessAccountRequired }),
  }),
});

const CreatorAccessRef = builder.objectRef<CreatorAccess>('CreatorAccess').implement({
  description: "A person's request for full creator access: verified by a job, then granted (they become a Creator) or refused.",
  fields: (t) => ({
    status: t.field({ type: CreatorAccessStatusEnum, resolve: (a) => a.status }),
    requestedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.requestedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.decidedAt }),
    channels: t.field({ type: [VerdictRef], resolve: (a) => [...a.channels] }),
    thresholds: t.field({
      type: [ThresholdRef],
      resolve: () => (Object.keys(CREATOR_ACCESS_THRESHOLDS) as ChannelProvider[]).map((provider) => ({ provider })),
    }),
  }),
});

builder.queryField('myCreatorAccess', (t) =>
  t.field({
    type: CreatorAccessRef,
    description: 'Where your request for full creator access stands (notRequested before the first).',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, ctx) => {
      const userId = actorId(ctx);
      return (await ctx.scope.creatorAccess.creatorAccess.findByUserId(userId)) ?? notRequested(userId);
    },
  }),
);

builder.mutationField('requestCreatorAccess', (t) =>
  t.field({
    type: CreatorAccessRef,
    description: 'Asks for full creator access: your connected channels are verified by a job (CREATOR_ACCESS.NO_CHANNEL without one).',
    authScopes: { userType: 'User' },
    resolve: async (_root, _args, ctx) => unwrap(await new RequestCreatorAccess(ctx.scope.creatorAccess).execute({ userId: actorId(ctx) })),
  }),
);
