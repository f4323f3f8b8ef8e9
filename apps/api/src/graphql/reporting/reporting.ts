import type {
  CompanyReport,
  ReportActivationRow,
  ReportContentRow,
  ReportCreatorRow,
  ReportDay,
  ReportGameRow,
} from '@lurkit/core/reporting/application/get-company-report.ts';
import { GetCompanyReport } from '@lurkit/core/reporting/application/get-company-report.ts';
import type { ReportFigures } from '@lurkit/core/reporting/domain/report-figures.ts';
import { REPORTED_ACTIVATION_KINDS, REPORTING_GROUPS } from '@lurkit/core/reporting/domain/reporting.schema.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import { Money } from '../shared/money.ts';
import { PostTypeEnum } from '../insights/index.ts';

/** GraphQL enum values cannot hold '-': CREATOR_PROGRAM stands for the creator-program group. */
const GROUP_VALUES = REPORTING_GROUPS.map((g) => g.toUpperCase().replace('-', '_')) as [
  'OVERVIEW',
  'KEYS',
  'MISSIONS',
  'QUESTS',
  'CREATOR_PROGRAM',
];
const ReportingGroupEnum = builder.enumType('ReportingGroup', { values: GROUP_VALUES });
const ReportedActivationKindEnum = builder.enumType('ReportedActivationKind', { values: REPORTED_ACTIVATION_KINDS });

const money = (cents: number | null) => (cents === null ? null : { cents: cents as Cents });

const ReportFiguresRef = builder.objectRef<ReportFigures>('ReportFigures').implement({
  description: 'Spec 1: reach, hours watched, content pieces and cost per hour watched; wishlists from the imported Steam UTM reports.',
  fields: (t) => ({
    creators: t.exposeInt('creators'),
    contentPieces: t.exposeInt('contentPieces'),
    reach: t.exposeFloat('reach', { description: 'Views of the content pieces.' }),
    hoursWatched: t.exposeFloat('hoursWatched'),
    cost: t.field({
      type: Money,
      nullable: true,
      description: 'Spent in the period; null for a game (spend is per creator).',
      resolve: (f) => money(f.costCents),
    }),
    costPerHourWatched: t.field({ type: Money, nullable: true, resolve: (f) => money(f.costPerHourWatchedCents) }),
    wishlists: t.exposeInt('wishlists', {
      nullable: true,
      description: "Store wishlists the creators' tracked links brought (imported Steam UTM reports); null for a game.",
    }),
    costPerWishlist: t.field({ type: Money, nullable: true, resolve: (f) => money(f.costPerWishlistCents) }),
    wishlistsPerHourWatched: t.exposeFloat('wishlistsPerHourWatched', { nullable: true }),
  }),
});

const ReportDayRef = builder.objectRef<ReportDay>('ReportDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'A Stockholm day, ISO date.' }),
    contentPieces: t.exposeInt('contentPieces'),
    reach: t.exposeFloat('reach'),
    hoursWatched: t.exposeFloat('hoursWatched'),
  }),
});

const ReportActivationRef = builder.objectRef<ReportActivationRow>('ReportActivation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ReportedActivationKindEnum, resolve: (a) => a.kind }),
    name: t.exposeString('name'),
    figures: t.field({ type: ReportFiguresRef, resolve: (a) => a.figures }),
  }),
});

const ReportCreatorRef = builder.objectRef<ReportCreatorRow>('ReportCreator').implement({
  fields: (t) => ({
    creatorId: t.exposeID('creatorId'),
    displayName: t.exposeString('displayName'),
    figures: t.field({ type: ReportFiguresRef, resolve: (c) => c.figures }),
  }),
});

const ReportGameRef = builder.objectRef<ReportGameRow>('ReportGame').implement({
  fields: (t) => ({
    gameId: t.exposeID('gameId'),
    name: t.exposeString('name'),
    figures: t.field({ type: ReportFiguresRef, resolve: (g) => g.figures }),
  }),
});

const ReportContentRef = builder.objectRef<ReportContentRow>('ReportContent').implement({
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.post.id }),
    type: t.field({ type: PostTypeEnum, resolve: (c) => c.post.type }),
    title: t.string({ resolve: (c) => c.post.title }),
    creatorId: t.id({ resolve: (c) => c.post.creatorId }),
    creatorName: t.exposeString('creatorName'),
    gameName: t.string({ resolve: (c) => c.post.gameName }),
    views: t.float({ resolve: (c) => c.post.views }),
    hoursWatched: t.float({ resolve: (c) => c.post.hoursWatched }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.post.createdAt }),
    activationNames: t.stringList({ resolve: (c) => [...c.activationNames] }),
  }),
});

const CompanyReportRef = builder.objectRef<CompanyReport>('CompanyReport').implement({
  description:
    "A company's results over a period for one group of activations: totals, over time, and per activation, creator, game and piece.",
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    periodDays: t.exposeInt('periodDays'),
    totals: t.field({ type: ReportFiguresRef, resolve: (r) => r.totals }),
    daily: t.field({ type: [ReportDayRef], resolve: (r) => [...r.daily] }),
    activations: t.field({ type: [ReportActivationRef], resolve: (r) => [...r.activations] }),
    creators: t.field({ type: [ReportCreatorRef], resolve: (r) => [...r.creators] }),
    games: t.field({ type: [ReportGameRef], resolve: (r) => [...r.games] }),
    content: t.field({
      type: [ReportContentRef],
      description: 'The 100 pieces with the most hours watched.',
      resolve: (r) => [...r.content],
    }),
  }),
});

builder.queryField('companyReport', (t) =>
  t.field({
    type: CompanyReportRef,
    description: "Results and reporting (spec 1): the caller's company's own activations only.",
    authScopes: { companyMember: true },
    args: {
      group: t.arg({ type: ReportingGroupEnum }),
      periodDays: t.arg.int({ required: false, description: '7, 14, 30, 90 (the default) or 180.' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new GetCompanyReport(ctx.scope.reporting).execute({
          companyId: companyIdOf(ctx),
          query: {
            group: REPORTING_GROUPS[GROUP_VALUES.indexOf(args.group)],
            ...(args.periodDays === null || args.periodDays === undefined ? {} : { periodDays: args.periodDays }),
          },
        }),
      ),
  }),
);
