import type { CreatorPage, CreatorPageLink } from '@lurkit/core/creator-pages/domain/creator-page.entity.ts';
import type { PublicCreatorPage } from '@lurkit/core/creator-pages/application/creator-page-queries.ts';
import type { CreatorShowcase } from '@lurkit/core/creator-pages/ports/creator-showcase.port.ts';
import { CreatorCompletionRate } from '@lurkit/core/keys/application/key-campaign-queries.ts';
import { profilePictureUrls } from '@lurkit/core/accounts/profile/application/profile-picture.ts';
import { builder } from '../shared/builder.ts';
import { AUTHENTICITY_DESCRIPTION, AudienceAuthenticityRef, loadAuthenticity, readsAuthenticity } from '../shared/audience-authenticity.ts';
import { CompletionRateRef } from '../keys/index.ts';

export const CreatorPageLinkRef = builder.objectRef<CreatorPageLink>('CreatorPageLink').implement({
  fields: (t) => ({ label: t.exposeString('label'), url: t.exposeString('url') }),
});

export const CreatorPageRef = builder.objectRef<CreatorPage>('CreatorPage').implement({
  description: "A creator's public page at /{slug}.",
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    bio: t.exposeString('bio', { nullable: true }),
    links: t.field({ type: [CreatorPageLinkRef], resolve: (page) => [...page.links] }),
    createdAt: t.field({ type: 'DateTime', resolve: (page) => page.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (page) => page.updatedAt }),
  }),
});

type ShowcaseChannel = CreatorShowcase['channels'][number];
const ShowcaseChannelRef = builder.objectRef<ShowcaseChannel>('CreatorPageChannel').implement({
  fields: (t) => ({
    provider: t.exposeString('provider'),
    handle: t.exposeString('handle'),
    displayName: t.exposeString('displayName'),
    followers: t.exposeInt('followers'),
  }),
});

export const PublicCreatorPageRef = builder.objectRef<PublicCreatorPage>('PublicCreatorPage').implement({
  description: 'A creator page as anyone sees it: the page, its creator and their channels.',
  fields: (t) => ({
    page: t.field({ type: CreatorPageRef, resolve: (view) => view.page }),
    creatorId: t.id({ description: "The creator's user id (to report them).", resolve: (view) => view.page.creatorId }),
    creatorName: t.string({ resolve: (view) => view.creator.displayName }),
    creatorPictureUrl: t.string({
      nullable: true,
      description: "The creator's profile picture; null shows initials instead.",
      resolve: async (view, _args, ctx) =>
        (await profilePictureUrls(ctx.scope.profile, [view.page.creatorId])).get(view.page.creatorId) ?? null,
    }),
    channels: t.field({ type: [ShowcaseChannelRef], resolve: (view) => [...view.creator.channels] }),
    completionRate: t.field({
      type: CompletionRateRef,
      description: "The creator's Key campaign completion rate (spec 9): late or missing content lowers it.",
      resolve: (view, _args, ctx) => new CreatorCompletionRate(ctx.scope.keys).execute({ creatorId: view.page.creatorId }),
    }),
    authenticity: t.field({
      type: AudienceAuthenticityRef,
      nullable: true,
      description: AUTHENTICITY_DESCRIPTION,
      resolve: async (view, _args, ctx) => (readsAuthenticity(ctx) ? (await loadAuthenticity([view.page.creatorId], ctx))[0] : null),
    }),
    viewerIsOwner: t.boolean({
      description: 'True when the signed-in person owns this page (the page then offers Edit).',
      resolve: (view, _args, ctx) => ctx.session?.user.id === view.page.creatorId,
    }),
  }),
});

const CreatorPageLinkInput = builder.inputType('CreatorPageLinkInput', {
  fields: (t) => ({ label: t.string(), url: t.string() }),
});

export const CreatorPageInput = builder.inputType('CreatorPageInput', {
  fields: (t) => ({
    slug: t.string({ description: 'The address: /{slug}. 3-30 letters, digits or hyphens.' }),
    title: t.string(),
    bio: t.string({ required: false }),
    links: t.field({ type: [CreatorPageLinkInput], required: false }),
  }),
});
