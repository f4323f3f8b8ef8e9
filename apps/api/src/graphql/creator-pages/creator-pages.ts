import { CreateCreatorPage } from '@lurkit/core/creator-pages/application/create-creator-page.ts';
import { CreatorPageQueries } from '@lurkit/core/creator-pages/application/creator-page-queries.ts';
import { DeleteCreatorPage } from '@lurkit/core/creator-pages/application/delete-creator-page.ts';
import { UpdateCreatorPage } from '@lurkit/core/creator-pages/application/update-creator-page.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';
import { CreatorPageInput, CreatorPageRef, PublicCreatorPageRef } from './creator-page.types.ts';

/** GraphQL's absent optional fields arrive as null; the form's schema reads them as not given. */
const formOf = (input: { slug: string; title: string; bio?: string | null; links?: readonly { label: string; url: string }[] | null }) => ({
  ...input,
  bio: input.bio ?? undefined,
  links: input.links ?? undefined,
});

builder.queryField('myCreatorPages', (t) =>
  t.field({
    type: [CreatorPageRef],
    description: "The signed-in creator's pages, oldest first (at most six).",
    authScopes: { creatorWithAccess: true },
    resolve: (_root, _args, ctx) => new CreatorPageQueries(ctx.scope.creatorPages).mine(actorId(ctx)),
  }),
);

builder.queryField('myCreatorPage', (t) =>
  t.field({
    type: CreatorPageRef,
    description: "One of the signed-in creator's pages, for its edit form.",
    authScopes: { creatorWithAccess: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => unwrap(await new CreatorPageQueries(ctx.scope.creatorPages).own(actorId(ctx), String(id))),
  }),
);

builder.queryField('creatorPage', (t) =>
  t.field({
    type: PublicCreatorPageRef,
    description: 'A creator page by its address, for anyone, signed in or not.',
    authScopes: { public: true },
    args: { slug: t.arg.string() },
    resolve: async (_root, { slug }, ctx) => unwrap(await new CreatorPageQueries(ctx.scope.creatorPages).bySlug(slug)),
  }),
);

builder.mutationField('createCreatorPage', (t) =>
  t.field({
    type: CreatorPageRef,
    description: 'A new creator page (spec codes 2012, 2013, 2015, 3000).',
    authScopes: { creatorWithAccess: true },
    args: { input: t.arg({ type: CreatorPageInput }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(await new CreateCreatorPage(ctx.scope.creatorPages).execute({ creatorId: actorId(ctx), form: formOf(input) })),
  }),
);

builder.mutationField('updateCreatorPage', (t) =>
  t.field({
    type: CreatorPageRef,
    description: "Saves one of the creator's pages whole; a new name moves it to its new address.",
    authScopes: { creatorWithAccess: true },
    args: { id: t.arg.id(), input: t.arg({ type: CreatorPageInput }) },
    resolve: async (_root, { id, input }, ctx) =>
      unwrap(
        await new UpdateCreatorPage(ctx.scope.creatorPages).execute({ creatorId: actorId(ctx), pageId: String(id), form: formOf(input) }),
      ),
  }),
);

builder.mutationField('deleteCreatorPage', (t) =>
  t.field({
    type: 'ID',
    description: "Deletes one of the creator's pages; its address is free again.",
    authScopes: { creatorWithAccess: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new DeleteCreatorPage(ctx.scope.creatorPages).execute({ creatorId: actorId(ctx), pageId: String(id) })).id,
  }),
);
