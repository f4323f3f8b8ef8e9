import { GetMyTrackedLink, type MyTrackedLink } from '@lurkit/core/attribution/application/get-my-tracked-link.ts';
import { GetSteamGameAttribution, type SteamGameAttribution } from '@lurkit/core/attribution/application/get-steam-game-attribution.ts';
import { TRACKED_ACTIVATION_KINDS } from '@lurkit/core/attribution/domain/tracked-link.ts';
import type { CompanySteamGame } from '@lurkit/core/attribution/ports/steam-games.port.ts';
import type { AttributedTraffic } from '@lurkit/core/attribution/ports/utm-report-repository.port.ts';
import { activationLinkPath } from '../../http/tracked-link-route.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';

const TrackedActivationKindEnum = builder.enumType('TrackedActivationKind', { values: TRACKED_ACTIVATION_KINDS });

const TrackedLinkRef = builder.objectRef<MyTrackedLink>('ActivationTrackedLink').implement({
  description: "A creator's own link of a Key campaign or Quest: counted through Lurkit, then on to the game's Steam store page.",
  fields: (t) => ({
    path: t.string({
      description: 'The link to share, on this site (the web adds its origin).',
      resolve: (l) => activationLinkPath(l.kind, l.activationId, l.creatorId),
    }),
    storeUrl: t.exposeString('storeUrl', { description: 'Where it leads: the store page with utm_source, utm_campaign and utm_content.' }),
  }),
});

const SteamGameRef = builder.objectRef<CompanySteamGame>('SteamGame').implement({
  fields: (t) => ({
    appId: t.id({ resolve: (g) => String(g.appId) }),
    name: t.exposeString('name'),
  }),
});

const AttributedTrafficRef = builder.objectRef<AttributedTraffic>('AttributedTraffic').implement({
  description: 'Store traffic one creator brought through one activation, from the imported Steam UTM reports.',
  fields: (t) => ({
    kind: t.field({ type: TrackedActivationKindEnum, resolve: (r) => r.kind }),
    activationId: t.exposeID('activationId'),
    activationName: t.exposeString('activationName'),
    creatorId: t.exposeID('creatorId'),
    creatorName: t.exposeString('creatorName'),
    visits: t.exposeInt('visits'),
    wishlists: t.exposeInt('wishlists'),
    purchases: t.exposeInt('purchases'),
    clicks: t.exposeInt('clicks', { description: 'Counted clicks on the tracked link (bots and prefetches left out).' }),
  }),
});

const SteamGameAttributionRef = builder.objectRef<SteamGameAttribution>('SteamGameAttribution').implement({
  fields: (t) => ({
    game: t.field({ type: SteamGameRef, resolve: (a) => a.game }),
    rows: t.field({ type: [AttributedTrafficRef], resolve: (a) => [...a.rows] }),
  }),
});

builder.queryField('companySteamGames', (t) =>
  t.field({
    type: [SteamGameRef],
    description: "The Steam games the caller's company's Key campaigns and Quests name: the games a UTM report can be imported for.",
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => [...(await ctx.scope.attribution.games.steamGamesOf(companyIdOf(ctx)))],
  }),
);

builder.queryField('steamGameAttribution', (t) =>
  t.field({
    type: SteamGameAttributionRef,
    description: "Which creator brought the store visits and wishlists of one of the company's Steam games (spec 1: results).",
    authScopes: { companyMember: true },
    args: { appId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new GetSteamGameAttribution(ctx.scope.attribution).execute({
          companyId: companyIdOf(ctx),
          appId: /^[0-9]{1,10}$/.test(String(args.appId)) ? Number(args.appId) : Number.NaN,
        }),
      ),
  }),
);

builder.queryField('myTrackedLink', (t) =>
  t.field({
    type: TrackedLinkRef,
    description:
      "The caller's tracked link of a Key campaign (after claiming a key) or a Quest (after the run was accepted); refused otherwise.",
    authScopes: { creatorWithAccess: true },
    args: { kind: t.arg({ type: TrackedActivationKindEnum }), activationId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await new GetMyTrackedLink(ctx.scope.attribution).execute({
          creatorId: actorId(ctx),
          kind: args.kind,
          activationId: String(args.activationId),
        }),
      ),
  }),
);
