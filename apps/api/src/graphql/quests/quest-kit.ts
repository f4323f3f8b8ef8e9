import { ViewQuestKit } from '@lurkit/core/quests/application/quest-kit.ts';
import type { QuestKit, QuestKitKey } from '@lurkit/core/quests/domain/quest-kit.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { questActorOf } from './quest-actor.ts';

const QuestKitKeyRef = builder.objectRef<QuestKitKey>('QuestKitKey').implement({
  description: 'One key of the creator kit, from the Quest’s Code Manager items.',
  fields: (t) => ({ platform: t.exposeString('platform'), code: t.exposeString('code') }),
});

const QuestKitRef = builder.objectRef<QuestKit>('QuestKit').implement({
  description: 'Spec 3: the creator kit a paid run hands its creator (the quest kit modal and the quest log).',
  fields: (t) => ({
    assetUrl: t.exposeString('assetUrl', { nullable: true, description: 'The kit’s .zip or .rar asset link.' }),
    keys: t.field({ type: [QuestKitKeyRef], resolve: (k) => [...k.keys] }),
    pendingPlatforms: t.exposeStringList('pendingPlatforms', {
      description: 'Kit platforms Code Manager was out of when the deal was paid: their keys are still to come.',
    }),
  }),
});

builder.queryField('questKit', (t) =>
  t.field({
    type: QuestKitRef,
    description: 'The creator kit of one run: its creator reads their keys and asset link, its company which keys went to them.',
    authScopes: { $any: { creatorWithAccess: true, companyMember: true } },
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) =>
      unwrap(await new ViewQuestKit(ctx.scope.quests).execute({ actor: questActorOf(ctx), runId: String(runId) })),
  }),
);
