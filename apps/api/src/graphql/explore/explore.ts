import { exploreCursors, ExploreQueries } from '@lurkit/core/explore/application/explore-queries.ts';
import type {
  FeaturedCreator,
  PublicCompany,
  PublicCompanyCampaigns,
  PublicFigures,
  PublicKeyCampaign,
  PublicKeyCampaignPage,
  PublicProgram,
  PublicQuest,
} from '@lurkit/core/explore/domain/public-listings.ts';
import { builder } from '../shared/builder.ts';
import { resolvePage } from '../shared/connection.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unwrap } from '../shared/errors.ts';

/**
 * The public experience (spec 1): what a visitor without an account may see. Only
 * published, discoverable, live or upcoming things, and only the fields a public card needs.
 */
const explore = (ctx: GraphQLContext) => new ExploreQueries(ctx.scope.explore);

const PublicListingStatusEnum = builder.enumType('PublicListingStatus', { values: ['upcoming', 'live'] as const });

const PublicFiguresRef = builder.objectRef<PublicFigures>('PublicFigures').implement({
  description: "The landing page's live figures.",
  fields: (t) => ({
    liveKeyCampaigns: t.exposeInt('liveKeyCampaigns', { description: 'Discoverable Key campaigns live now.' }),
    openQuests: t.exposeInt('openQuests', { description: 'Discoverable Quests open to bids.' }),
    creators: t.exposeInt('creators', { description: 'Creators on Lurkit.' }),
    games: t.exposeInt('games', { description: 'Different games with a live or upcoming Key campaign.' }),
  }),
});

const PublicKeyCampaignRef = builder.objectRef<PublicKeyCampaign>('PublicKeyCampaign').implement({
  description: 'A Key campaign as a visitor sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    gameName: t.exposeString('gameName'),
    companyId: t.exposeID('companyId', { description: "The company's public page is /company/{companyId}." }),
    companyName: t.exposeString('companyName'),
    cover: t.exposeString('cover', { nullable: true }),
    genres: t.exposeStringList('genres'),
    platforms: t.exposeStringList('platforms'),
    startDate: t.expose('startDate', { type: 'DateTime', nullable: true }),
    endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
    status: t.expose('status', { type: PublicListingStatusEnum }),
  }),
});

const PublicKeyCampaignPageRef = builder.objectRef<PublicKeyCampaignPage>('PublicKeyCampaignPage').implement({
  description: "A Key campaign's public page: the card's fields and what the game is about; no requirements, keys or participants.",
  fields: (t) => ({
    campaign: t.field({ type: PublicKeyCampaignRef, resolve: (c) => c }),
    gameDescription: t.exposeString('gameDescription'),
    tags: t.exposeStringList('tags'),
    preLaunch: t.exposeBoolean('preLaunch'),
  }),
});

const PublicQuestRef = builder.objectRef<PublicQuest>('PublicQuest').implement({
  description: 'A Quest (paid sponsorship) as a visitor sees it: no budget, no requirements.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind'),
    companyId: t.exposeID('companyId'),
    companyName: t.exposeString('companyName'),
    cover: t.exposeString('cover', { nullable: true }),
    platforms: t.exposeStringList('platforms'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime' }),
    status: t.expose('status', { type: PublicListingStatusEnum }),
  }),
});

const PublicProgramRef = builder.objectRef<PublicProgram>('PublicCreatorProgram').implement({
  description: 'A discoverable Creator Program as a visitor sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    companyId: t.exposeID('companyId'),
    companyName: t.exposeString('companyName'),
  }),
});

const FeaturedCreatorRef = builder.objectRef<FeaturedCreator>('FeaturedCreator').implement({
  description: "A creator's public page (/{slug}) with their reach.",
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    creatorName: t.exposeString('creatorName'),
    followers: t.exposeInt('followers', { description: 'Followers over every connected channel.' }),
    providers: t.exposeStringList('providers'),
  }),
});

builder.queryField('publicFigures', (t) =>
  t.field({
    type: PublicFiguresRef,
    description: 'Live figures for the landing page, for anyone.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => explore(ctx).figures(),
  }),
);

builder.queryField('publicKeyCampaigns', (t) =>
  t.connection({
    type: PublicKeyCampaignRef,
    description: 'Live and upcoming discoverable Key campaigns, newest first, for anyone.',
    authScopes: { public: true },
    resolve: (_root, args, ctx) => resolvePage(args, (page) => explore(ctx).keyCampaigns(page), exploreCursors.keyCampaign),
  }),
);

builder.queryField('publicKeyCampaign', (t) =>
  t.field({
    type: PublicKeyCampaignPageRef,
    description:
      'A published Key campaign that is not over, for anyone (its link may be shared, hidden or not); EXPLORE.KEY_CAMPAIGN_NOT_FOUND otherwise.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => unwrap(await explore(ctx).keyCampaign(String(id))),
  }),
);

builder.queryField('publicQuests', (t) =>
  t.connection({
    type: PublicQuestRef,
    description: 'Discoverable Quests open to bids (upcoming or live), newest first, for creators with full access (spec 6).',
    authScopes: { creatorWithAccess: true },
    resolve: (_root, args, ctx) => resolvePage(args, (page) => explore(ctx).quests(page), exploreCursors.quest),
  }),
);

builder.queryField('publicCreatorPrograms', (t) =>
  t.connection({
    type: PublicProgramRef,
    description: 'Discoverable Creator Programs, newest first, for anyone.',
    authScopes: { public: true },
    resolve: (_root, args, ctx) => resolvePage(args, (page) => explore(ctx).programs(page), exploreCursors.program),
  }),
);

builder.queryField('featuredCreators', (t) =>
  t.connection({
    type: FeaturedCreatorRef,
    description: "Creators' public pages, biggest reach first, for anyone.",
    authScopes: { public: true },
    resolve: (_root, args, ctx) => resolvePage(args, (page) => explore(ctx).featuredCreators(page), exploreCursors.creator),
  }),
);

export const PublicCompanyRef = builder.objectRef<PublicCompany>('PublicCompany').implement({
  description: "A company's public page: who they are, nothing about members, plans or money.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    website: t.exposeString('website'),
    isVerified: t.exposeBoolean('isVerified'),
  }),
});

const PublicCompanyCampaignsRef = builder.objectRef<PublicCompanyCampaigns>('PublicCompanyCampaigns').implement({
  description: "A company's campaigns a visitor may see, each list newest first (at most 50 of each).",
  fields: (t) => ({
    keyCampaigns: t.field({ type: [PublicKeyCampaignRef], resolve: (c) => [...c.keyCampaigns] }),
    quests: t.field({ type: [PublicQuestRef], resolve: (c) => [...c.quests] }),
    programs: t.field({ type: [PublicProgramRef], resolve: (c) => [...c.programs] }),
  }),
});

builder.queryField('publicCompany', (t) =>
  t.field({
    type: PublicCompanyRef,
    description: "A company's public page (/company/{id}), for anyone.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => unwrap(await explore(ctx).company(String(id))),
  }),
);

builder.queryField('publicCompanyCampaigns', (t) =>
  t.field({
    type: PublicCompanyCampaignsRef,
    description: "A company's live and upcoming discoverable campaigns and its discoverable Creator Programs, for anyone.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => unwrap(await explore(ctx).companyCampaigns(String(id))),
  }),
);
