import { DecideQuestDispute, ListOpenQuestDisputes, OpenQuestDispute } from '@lurkit/core/quests/application/quest-disputes.ts';
import { DISPUTE_DECISIONS, disputeOpen, type QuestDispute } from '@lurkit/core/quests/domain/quest-dispute.ts';
import { builder } from '../shared/builder.ts';
import { unauthenticated, unwrap } from '../shared/errors.ts';
import { questActorOf } from './quest-actor.ts';
import { PartyEnum, QuestRunRef } from './quest.types.ts';

const EITHER_PARTY = { $any: { creatorWithAccess: true, companyMember: true } } as const;

const DisputeDecisionEnum = builder.enumType('QuestDisputeDecision', {
  values: DISPUTE_DECISIONS,
  description: 'release: pay the creator; refund: give the company its money back; resume: the deal goes on.',
});

const QuestDisputeRef = builder.objectRef<QuestDispute>('QuestDispute').implement({
  description: 'A dispute about a paid deal; while open, the run is frozen and nothing is paid out.',
  fields: (t) => ({
    openedBy: t.expose('openedBy', { type: PartyEnum }),
    reason: t.exposeString('reason'),
    openedAt: t.expose('openedAt', { type: 'DateTime' }),
    decision: t.expose('decision', { type: DisputeDecisionEnum, nullable: true }),
    staffNote: t.exposeString('staffNote'),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    refunded: t.field({
      type: 'Cents',
      nullable: true,
      description: 'What the refunds decided on the deal gave back to the company; less than its amount is a partial refund.',
      resolve: (d) => d.refundCents,
    }),
  }),
});

builder.objectFields(QuestRunRef, (t) => ({
  dispute: t.field({ type: QuestDisputeRef, nullable: true, resolve: (r) => r.dispute ?? null }),
  frozen: t.boolean({ description: 'An open dispute holds the run: no deadline runs out and nothing is paid out.', resolve: disputeOpen }),
  // Batched: the staff's queue lists up to 200 runs, one read of their quests instead of one each.
  questName: t.loadable({
    type: 'String',
    load: async (questIds: string[], ctx) => {
      const quests = await ctx.scope.quests.quests.findByIds(questIds);
      return questIds.map((id) => quests.find((q) => q.id === id)?.name ?? 'Quest');
    },
    resolve: (r) => r.questId,
  }),
}));

builder.mutationField('openQuestDispute', (t) =>
  t.field({
    type: QuestRunRef,
    description: 'Either party of a paid deal asks staff to decide; the run freezes until they do.',
    authScopes: EITHER_PARTY,
    args: { runId: t.arg.id(), reason: t.arg.string() },
    resolve: async (_root, { runId, reason }, ctx) => {
      if (!ctx.session) throw unauthenticated();
      return unwrap(
        await new OpenQuestDispute(ctx.scope.quests).execute({
          actor: questActorOf(ctx),
          userId: ctx.session.user.id,
          runId: String(runId),
          reason,
        }),
      );
    },
  }),
);

builder.queryField('openQuestDisputes', (t) =>
  t.field({
    type: [QuestRunRef],
    description: 'Staff: the deals under an open dispute, the longest waiting first.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => new ListOpenQuestDisputes(ctx.scope.quests).execute(),
  }),
);

builder.mutationField('decideQuestDispute', (t) =>
  t.field({
    type: QuestRunRef,
    description:
      'Staff: pay the creator, refund the company, or let the deal go on; the note is shown to both sides. A refund of `refundCents`, less than what the company paid for the deal, refunds that part and pays the creator the rest.',
    authScopes: { staff: true },
    args: {
      runId: t.arg.id(),
      decision: t.arg({ type: DisputeDecisionEnum }),
      note: t.arg.string(),
      refundCents: t.arg.int({ required: false, description: 'Part of the deal to refund, in cents; absent refunds all of it.' }),
    },
    resolve: async (_root, { runId, decision, note, refundCents }, ctx) =>
      unwrap(await new DecideQuestDispute(ctx.scope.quests).execute({ runId: String(runId), decision, note, refundCents })),
  }),
);
