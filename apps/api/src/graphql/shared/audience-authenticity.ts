import type { AudienceAuthenticity } from '@lurkit/core/insights/domain/audience-authenticity.ts';
import { JudgeAudienceAuthenticity } from '@lurkit/core/insights/application/judge-audience-authenticity.ts';
import type { ObjectRef } from '@pothos/core';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

const AuthenticityLevelEnum = builder.enumType('AuthenticityLevel', { values: ['LIKELY_GENUINE', 'CHECK', 'DOUBTFUL'] as const });

const AuthenticitySignalRef = builder
  .objectRef<AudienceAuthenticity['signals'][number]>('AuthenticitySignal')
  .implement({ fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }) });

export const AudienceAuthenticityRef = builder.objectRef<AudienceAuthenticity>('AudienceAuthenticity').implement({
  description: 'Audience authenticity judged on the period’s stored statistics; score and level are null on too little data.',
  fields: (t) => ({
    score: t.exposeInt('score', { nullable: true }),
    level: t.field({ type: AuthenticityLevelEnum, nullable: true, resolve: (a) => a.level }),
    signals: t.field({ type: [AuthenticitySignalRef], resolve: (a) => [...a.signals] }),
  }),
});

/** Every creator of a page's rows judged in one batch (three store reads), whatever the row count. */
export async function loadAuthenticity(ids: readonly string[], ctx: GraphQLContext): Promise<AudienceAuthenticity[]> {
  const judged = await new JudgeAudienceAuthenticity(ctx.scope.insights).execute(ids);
  return ids.map((id) => judged.byCreator.get(id) ?? { score: null, level: null, signals: [] });
}

export const AUTHENTICITY_DESCRIPTION =
  "Audience authenticity over the last 30 days (chatters per viewer, viewer spikes, viewers and views per follower), with the reasons; the creator's insights show the same for that period. Null unless a company member or staff asks: it vets creators for companies and is not shown to creators or visitors.";

/** Who reads authenticity: the companies vetting creators, and staff. */
export const readsAuthenticity = (ctx: GraphQLContext): boolean => ctx.session?.user.company != null || ctx.session?.user.isStaff === true;

/**
 * Gives a company-facing creator type (cards, tables, profile) the one `authenticity` field, batched
 * per request by DataLoader: a table of 25 rows costs three store reads.
 */
export function addAuthenticityField<Parent>(ref: ObjectRef<BuilderTypes, Parent>, creatorIdOf: (parent: Parent) => string): void {
  builder.objectField(ref, 'authenticity', (t) =>
    t.loadable({
      type: AudienceAuthenticityRef,
      nullable: true,
      description: AUTHENTICITY_DESCRIPTION,
      load: async (ids: string[], ctx) => (readsAuthenticity(ctx) ? loadAuthenticity(ids, ctx) : ids.map(() => null)),
      resolve: creatorIdOf,
    }),
  );
}
