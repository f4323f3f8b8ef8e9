import { AddToShortlist } from '@lurkit/core/insights/application/add-to-shortlist.ts';
import { FindShortlistedPosts } from '@lurkit/core/insights/application/find-shortlisted-posts.ts';
import { ListShortlist, type ShortlistItem } from '@lurkit/core/insights/application/list-shortlist.ts';
import { RemoveFromShortlist } from '@lurkit/core/insights/application/remove-from-shortlist.ts';
import type { PageCut } from '@lurkit/core/insights/application/insights-views.ts';
import { SHORTLIST_KINDS, type ShortlistEntry } from '@lurkit/core/insights/domain/shortlist.entity.ts';
import { actorId } from '../shared/actor.ts';
import { builder, MAX_PAGE_SIZE } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { unwrap } from '../shared/errors.ts';
import { planAllows } from '../shared/plan-gate.ts';
import { InsightsCreatorRef, PostRef } from './insights.types.ts';

const ShortlistKindEnum = builder.enumType('ShortlistKind', {
  description: 'Streams go on the stream shortlist; videos and shorts on the video shortlist.',
  values: SHORTLIST_KINDS,
});

const ShortlistEntryRef = builder.objectRef<ShortlistEntry>('ShortlistEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ShortlistKindEnum, resolve: (e) => e.kind }),
    postId: t.exposeID('postId'),
    addedAt: t.expose('addedAt', { type: 'DateTime' }),
  }),
});

const ShortlistItemRef = builder.objectRef<ShortlistItem>('ShortlistItem').implement({
  fields: (t) => ({
    addedAt: t.field({ type: 'DateTime', resolve: (i) => i.entry.addedAt }),
    post: t.field({ type: PostRef, resolve: (i) => i.post }),
    creator: t.field({ type: InsightsCreatorRef, resolve: (i) => i.creator }),
  }),
});

const ShortlistPageRef = builder.objectRef<PageCut<ShortlistItem>>('ShortlistPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [ShortlistItemRef], resolve: (p) => [...p.rows] }),
    totalCount: t.exposeInt('total'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

// Whether the caller's company has the post on a shortlist: one read for a page of posts. Creators
// reading their own posts (myInsights) have no company and no shortlists.
builder.objectField(PostRef, 'shortlisted', (t) =>
  t.loadable({
    type: 'Boolean',
    description: "Whether the post is on the caller's company's shortlist (always false for a caller without a company).",
    load: async (ids: string[], ctx) => {
      const companyId = ctx.session?.user.company?.id;
      if (!companyId) return ids.map(() => false);
      const held = unwrap(await new FindShortlistedPosts(ctx.scope.insights).execute({ companyId, postIds: ids }));
      return ids.map((id) => held.has(id));
    },
    resolve: (post) => post.id,
  }),
);

builder.queryField('insightsShortlist', (t) =>
  t.field({
    type: ShortlistPageRef,
    description: "One of the company's shortlists, newest added first.",
    authScopes: { companyMember: true },
    args: { kind: t.arg({ type: ShortlistKindEnum }), first: t.arg.int({ required: false }), after: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(
        await new ListShortlist(ctx.scope.insights).execute({
          companyId: companyIdOf(ctx),
          kind: args.kind,
          limit: Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE_SIZE),
          after: args.after ?? null,
        }),
      ),
  }),
);

builder.mutationFields((t) => ({
  addToShortlist: t.field({
    type: ShortlistEntryRef,
    description: "Puts a stream, video or short on the company's shortlist of its kind; adding it again changes nothing.",
    authScopes: { companyMember: true },
    args: { postId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(
        await new AddToShortlist(ctx.scope.insights).execute({
          companyId: companyIdOf(ctx),
          userId: actorId(ctx),
          postId: String(args.postId),
        }),
      ),
  }),
  removeFromShortlist: t.id({
    description: 'Answers the removed post id.',
    authScopes: { companyMember: true },
    args: { postId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      (await planAllows(ctx, 'insights')) &&
      unwrap(await new RemoveFromShortlist(ctx.scope.insights).execute({ companyId: companyIdOf(ctx), postId: String(args.postId) })),
  }),
}));
