import { JudgeKeyRequestRisk } from '@lurkit/core/keys/application/judge-key-request-risk.ts';
import type { KeyParticipant } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import type { KeyRequestRisk, KeyRequestRiskReason } from '@lurkit/core/keys/domain/key-request-risk.ts';
import { builder } from '../shared/builder.ts';
import { KeyParticipantRef } from './key-campaign.types.ts';

const KeyRequestRiskLevelEnum = builder.enumType('KeyRequestRiskLevel', { values: ['LOW', 'REVIEW', 'HIGH'] as const });
const KeyRequestRiskCodeEnum = builder.enumType('KeyRequestRiskCode', {
  values: [
    'NEW_ACCOUNT',
    'NEW_CHANNEL',
    'AUDIENCE_DOUBTFUL',
    'KEYS_WITHOUT_CONTENT',
    'MANY_REQUESTS',
    'CHANNEL_JUST_CONNECTED',
    'DISPOSABLE_EMAIL',
    'SHARED_CHANNEL',
  ] as const,
});

const KeyRequestRiskReasonRef = builder.objectRef<KeyRequestRiskReason>('KeyRequestRiskReason').implement({
  fields: (t) => ({
    code: t.expose('code', { type: KeyRequestRiskCodeEnum }),
    words: t.exposeString('words'),
    figure: t.exposeInt('figure', { description: 'The figure behind the reason: days, hours, a score or a count.' }),
  }),
});

const KeyRequestRiskRef = builder.objectRef<KeyRequestRisk>('KeyRequestRisk').implement({
  fields: (t) => ({
    level: t.expose('level', { type: KeyRequestRiskLevelEnum }),
    reasons: t.field({ type: [KeyRequestRiskReasonRef], description: 'Strongest first.', resolve: (r) => [...r.reasons] }),
  }),
});

builder.objectField(KeyParticipantRef, 'risk', (t) =>
  t.loadable({
    type: KeyRequestRiskRef,
    nullable: true,
    description:
      "How likely the key request is a reseller's, with the reasons. Only the company whose campaign it is reads it; null for anyone else and when the requester is gone.",
    // One read of signals for a whole page of requests.
    load: async (participants: KeyParticipant[], ctx) => {
      const companyId = ctx.session?.user.company?.id;
      if (!companyId) return participants.map(() => null);
      const judged = await new JudgeKeyRequestRisk(ctx.scope.keys).forPage({ companyId, participants });
      return participants.map((p) => judged.get(p.id) ?? null);
    },
    loaderOptions: { cacheKeyFn: (p: KeyParticipant) => p.id },
    resolve: (p) => p,
  }),
);
