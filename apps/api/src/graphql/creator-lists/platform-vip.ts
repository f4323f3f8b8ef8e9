import { PlatformVipQueries, RevokePlatformVip, SetPlatformVip } from '@lurkit/core/creator-lists/application/platform-vip.ts';
import type { PlatformVip } from '@lurkit/core/creator-lists/domain/platform-vip.entity.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';

const PlatformVipRef = builder.objectRef<PlatformVip>('PlatformVip').implement({
  description:
    'VIP access staff set for a creator: every activation that honours VIP access lets them in regardless of audience and membership; location and language too when waived.',
  fields: (t) => ({
    creatorId: t.exposeID('creatorId'),
    creatorName: t.string({
      description: "The creator's display name: staff read people by name, not by id.",
      resolve: async (vip, _args, ctx) => (await ctx.scope.accounts.users.findById(vip.creatorId))?.displayName ?? 'A removed account',
    }),
    waivesLocationAndLanguage: t.exposeBoolean('waivesLocationAndLanguage'),
    grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
  }),
});

const SetPlatformVipInput = builder.inputType('SetPlatformVipInput', {
  fields: (t) => ({
    creatorId: t.id({ description: "The creator's user id." }),
    waivesLocationAndLanguage: t.boolean({ required: false, description: 'Default false: location and language still apply.' }),
  }),
});

builder.queryField('platformVips', (t) =>
  t.field({
    type: [PlatformVipRef],
    description: 'Every creator with platform VIP, newest first (staff only).',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => new PlatformVipQueries(ctx.scope.creatorLists).all(),
  }),
);

builder.mutationField('setPlatformVip', (t) =>
  t.field({
    type: PlatformVipRef,
    description: 'Staff give a creator VIP access everywhere, or change its waiver.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: SetPlatformVipInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(
        await new SetPlatformVip(ctx.scope.creatorLists).execute({
          grantedBy: actorId(ctx),
          form: { creatorId: String(input.creatorId), waivesLocationAndLanguage: input.waivesLocationAndLanguage ?? false },
        }),
      ),
  }),
);

builder.mutationField('revokePlatformVip', (t) =>
  t.boolean({
    description: 'Staff take platform VIP back; answers whether there was one.',
    authScopes: { staff: true },
    args: { creatorId: t.arg.id() },
    resolve: async (_root, { creatorId }, ctx) =>
      (await new RevokePlatformVip(ctx.scope.creatorLists).execute({ creatorId: String(creatorId) })).revoked,
  }),
);
