import { AddCreatorsToList } from '@lurkit/core/creator-lists/application/add-creators-to-list.ts';
import { CreateCreatorList } from '@lurkit/core/creator-lists/application/create-creator-list.ts';
import {
  CreatorListMemberIds,
  ListCreatorListMembers,
  ListCreatorLists,
  ViewCreatorList,
} from '@lurkit/core/creator-lists/application/creator-list-queries.ts';
import { DeleteCreatorList } from '@lurkit/core/creator-lists/application/delete-creator-list.ts';
import { RemoveCreatorsFromList } from '@lurkit/core/creator-lists/application/remove-creators-from-list.ts';
import { RenameCreatorList } from '@lurkit/core/creator-lists/application/rename-creator-list.ts';
import { InviteCreators } from '@lurkit/core/invitations/application/invite-creators.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolvePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';
import { ActivationTypeEnum, InviteReportRef } from '../invitations/index.ts';
import { AddCreatorsReportRef, CreatorListMemberRef, CreatorListRef } from './creator-list.types.ts';

builder.queryField('creatorLists', (t) =>
  t.field({
    type: [CreatorListRef],
    description: "The company's creator lists by name, with how many creators each holds.",
    authScopes: { companyMember: true },
    resolve: (_root, _args, ctx) => new ListCreatorLists(ctx.scope.creatorLists).execute({ companyId: companyIdOf(ctx) }),
  }),
);

builder.queryField('creatorList', (t) =>
  t.field({
    type: CreatorListRef,
    description: "One of the company's creator lists.",
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new ViewCreatorList(ctx.scope.creatorLists).execute({ companyId: companyIdOf(ctx), listId: String(id) })),
  }),
);

builder.queryField('creatorListCreators', (t) =>
  t.connection({
    type: CreatorListMemberRef,
    description: "The creators on one of the company's lists, in the order they were added.",
    authScopes: { companyMember: true },
    args: { listId: t.arg.id() },
    resolve: (_root, args, ctx) => {
      const deps = ctx.scope.creatorLists;
      return resolvePage(
        args,
        async (page) =>
          unwrap(
            await new ListCreatorListMembers(deps).execute({
              companyId: companyIdOf(ctx),
              listId: String(args.listId),
              page,
            }),
          ).members,
        (m) => deps.lists.cursorOf(m),
      );
    },
  }),
);

builder.mutationField('createCreatorList', (t) =>
  t.field({
    type: CreatorListRef,
    description: 'A new, empty creator list; the name is required and unique within the company.',
    authScopes: { companyMember: true },
    args: { name: t.arg.string() },
    resolve: async (_root, { name }, ctx) => {
      const list = unwrap(await new CreateCreatorList(ctx.scope.creatorLists).execute({ companyId: companyIdOf(ctx), form: { name } }));
      return { list, creatorCount: 0 };
    },
  }),
);

builder.mutationField('renameCreatorList', (t) =>
  t.field({
    type: CreatorListRef,
    authScopes: { companyMember: true },
    args: { id: t.arg.id(), name: t.arg.string() },
    resolve: async (_root, { id, name }, ctx) => {
      const deps = ctx.scope.creatorLists;
      const list = unwrap(await new RenameCreatorList(deps).execute({ companyId: companyIdOf(ctx), listId: String(id), form: { name } }));
      return { list, creatorCount: await deps.lists.countMembers(list.id) };
    },
  }),
);

builder.mutationField('deleteCreatorList', (t) =>
  t.id({
    description: 'Deletes the list and its memberships; campaigns that named it then match nobody through it.',
    authScopes: { companyMember: true },
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) =>
      unwrap(await new DeleteCreatorList(ctx.scope.creatorLists).execute({ companyId: companyIdOf(ctx), listId: String(id) })).id,
  }),
);

builder.mutationField('addCreatorsToList', (t) =>
  t.field({
    type: AddCreatorsReportRef,
    description: 'Bulk add from any creator table; creators already on the list are reported, not added twice.',
    authScopes: { companyMember: true },
    args: { listId: t.arg.id(), creatorIds: t.arg.idList() },
    resolve: async (_root, { listId, creatorIds }, ctx) =>
      unwrap(
        await new AddCreatorsToList(ctx.scope.creatorLists).execute({
          companyId: companyIdOf(ctx),
          listId: String(listId),
          selection: { creatorIds: creatorIds.map(String) },
        }),
      ),
  }),
);

builder.mutationField('removeCreatorsFromList', (t) =>
  t.idList({
    description: 'Bulk remove; answers the creators that were on the list.',
    authScopes: { companyMember: true },
    args: { listId: t.arg.id(), creatorIds: t.arg.idList() },
    resolve: async (_root, { listId, creatorIds }, ctx) => [
      ...unwrap(
        await new RemoveCreatorsFromList(ctx.scope.creatorLists).execute({
          companyId: companyIdOf(ctx),
          listId: String(listId),
          selection: { creatorIds: creatorIds.map(String) },
        }),
      ).removed,
    ],
  }),
);

builder.mutationField('inviteCreatorList', (t) =>
  t.field({
    type: InviteReportRef,
    description:
      "Invites every creator on one of the company's lists by user id; one invite per activation per creator still holds, so creators invited before are reported ALREADY_INVITED.",
    authScopes: { companyMember: true },
    args: { listId: t.arg.id(), activationType: t.arg({ type: ActivationTypeEnum }), activationId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const companyId = companyIdOf(ctx);
      const userIds = unwrap(await new CreatorListMemberIds(ctx.scope.creatorLists).execute({ companyId, listId: String(args.listId) }));
      return unwrap(
        await new InviteCreators(ctx.scope.invitations).execute({
          companyId,
          invitedBy: actorId(ctx),
          invite: { inviteType: 'USERID', activationType: args.activationType, activationId: String(args.activationId), userIds },
        }),
      );
    },
  }),
);
