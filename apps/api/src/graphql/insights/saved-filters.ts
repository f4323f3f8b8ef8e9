import { GetInsightsExportQuota } from '@lurkit/core/insights/application/get-insights-export-quota.ts';
import type { ExportQuota } from '@lurkit/core/insights/domain/export-quota.ts';
import { DeleteInsightsFilter } from '@lurkit/core/insights/application/delete-insights-filter.ts';
import { ListSavedInsightsFilters } from '@lurkit/core/insights/application/list-saved-insights-filters.ts';
import { SaveInsightsFilter } from '@lurkit/core/insights/application/save-insights-filter.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import { planAllows } from '../shared/plan-gate.ts';
import { InsightsFilterInput, SavedInsightsFilterRef } from './insights.types.ts';

/** GraphQL's nulls for options left out become absent, so core's defaults apply. */
const present = (options: object) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== null && value !== undefined));

builder.queryField('savedInsightsFilters', (t) =>
  t.field({
    type: [SavedInsightsFilterRef],
    description: "The company's saved insights filters, by name.",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(await new ListSavedInsightsFilters(ctx.scope.insights).execute({ companyId: companyIdOf(ctx) })),
  }),
);

builder.mutationFields((t) => ({
  saveInsightsFilter: t.field({
    type: SavedInsightsFilterRef,
    description: 'Saves the options under a name (required, unique in the company in any case).',
    authScopes: { companyMember: true },
    args: { name: t.arg.string(), options: t.arg({ type: InsightsFilterInput }) },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(
        await new SaveInsightsFilter(ctx.scope.insights).execute({
          companyId: companyIdOf(ctx),
          userId: actorId(ctx),
          name: args.name,
          options: present(args.options),
        }),
      ),
  }),
  deleteInsightsFilter: t.id({
    description: 'Answers the deleted filter id.',
    authScopes: { companyMember: true },
    args: { filterId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(await new DeleteInsightsFilter(ctx.scope.insights).execute({ companyId: companyIdOf(ctx), filterId: String(args.filterId) })),
  }),
}));

const ExportQuotaRef = builder.objectRef<ExportQuota>('InsightsExportQuota').implement({
  description: 'Spec 9: 5 exports per month per company, counted in Stockholm months.',
  fields: (t) => ({
    limit: t.exposeInt('limit'),
    used: t.exposeInt('used'),
    remaining: t.exposeInt('remaining'),
    resetsAt: t.expose('resetsAt', { type: 'DateTime' }),
  }),
});

builder.queryField('insightsExportQuota', (t) =>
  t.field({
    type: ExportQuotaRef,
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) =>
      (await planAllows(ctx, 'insightsExports')) &&
      unwrap(await new GetInsightsExportQuota(ctx.scope.insights).execute({ companyId: companyIdOf(ctx) })),
  }),
);
