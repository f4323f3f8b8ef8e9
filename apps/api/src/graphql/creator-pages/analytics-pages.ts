import { AnalyticsPageQueries } from '@lurkit/core/creator-pages/application/analytics-page-queries.ts';
import { CreateAnalyticsPage } from '@lurkit/core/creator-pages/application/create-analytics-page.ts';
import { DeleteAnalyticsPage } from '@lurkit/core/creator-pages/application/delete-analytics-page.ts';
import { UpdateAnalyticsPage } from '@lurkit/core/creator-pages/application/update-analytics-page.ts';
import type { AnalyticsPage } from '@lurkit/core/creator-pages/domain/analytics-page.entity.ts';
import { ANALYTICS_FIGURES } from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import { DatePresetEnum } from '../insights/index.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

const AnalyticsFigureEnum = builder.enumType('AnalyticsFigure', { values: ANALYTICS_FIGURES });

const AnalyticsPageRef = builder.objectRef<AnalyticsPage>('AnalyticsPage').implement({
  description: "A creator's named view of their own figures over a period (at most six); myInsights reads the figures.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    period: t.field({ type: DatePresetEnum, resolve: (page) => page.period }),
    figures: t.field({ type: [AnalyticsFigureEnum], resolve: (page) => [...page.figures] }),
    createdAt: t.field({ type: 'DateTime', resolve: (page) => page.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (page) => page.updatedAt }),
  }),
});

const AnalyticsPageInput = builder.inputType('AnalyticsPageInput', {
  fields: (t) => ({
    name: t.string(),
    period: t.field({ type: DatePresetEnum, description: 'One of the last 30, 90, 180 or 365 days.' }),
    figures: t.field({ type: [AnalyticsFigureEnum] }),
  }),
});

builder.queryField('myAnalyticsPages', (t) =>
  t.field({
    type: [AnalyticsPageRef],
    description: "The signed-in creator's analytics pages, oldest first (at most six).",
    authScopes: { creatorWithAccess: true },
    resolve: (_root, _args, ctx) => new AnalyticsPageQueries(ctx.scope.creatorPages).mine(actorId(ctx)),
  }),
);

builder.queryField('myAnalyticsPage', (t) =>
  t.field({
    type: AnalyticsPageRef,
    description: "One of the signed-in creator's analytics pages.",
    authScopes: { creatorWithAccess: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => unwrap(await new AnalyticsPageQueries(ctx.scope.creatorPages).own(actorId(ctx), String(id))),
  }),
);

builder.mutationField('createAnalyticsPage', (t) =>
  t.field({
    type: AnalyticsPageRef,
    description: 'A new analytics page (spec codes 5012, 5015).',
    authScopes: { creatorWithAccess: true },
    args: { input: t.arg({ type: AnalyticsPageInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new CreateAnalyticsPage(ctx.scope.creatorPages).execute({ creatorId: actorId(ctx), form: input })),
  }),
);

builder.mutationField('updateAnalyticsPage', (t) =>
  t.field({
    type: AnalyticsPageRef,
    description: "Saves one of the creator's analytics pages whole (spec code 5012).",
    authScopes: { creatorWithAccess: true },
    args: { id: t.arg.id(), input: t.arg({ type: AnalyticsPageInput }) },
    resolve: async (_root, { id, input }, ctx) =>
      unwrap(await new UpdateAnalyticsPage(ctx.scope.creatorPages).execute({ creatorId: actorId(ctx), pageId: String(id), form: input })),
  }),
);

builder.mutationField('deleteAnalyticsPage', (t) =>
  t.field({
    type: 'ID',
    description: "Deletes one of the creator's analytics pages, making room for another.",
    authScopes: { creatorWithAccess: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new DeleteAnalyticsPage(ctx.scope.creatorPages).execute({ creatorId: actorId(ctx), pageId: String(id) })).id,
  }),
);
