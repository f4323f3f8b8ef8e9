import type { AddCreatorsReport } from '@lurkit/core/creator-lists/application/add-creators-to-list.ts';
import type { CreatorListMember, CreatorListSummary } from '@lurkit/core/creator-lists/domain/creator-list.entity.ts';
import { VIP_ACTIVATION_TYPES, type VipGrant } from '@lurkit/core/creator-lists/domain/vip-grant.entity.ts';
import { addAuthenticityField } from '../shared/audience-authenticity.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';

export const CreatorListRef = builder.objectRef<CreatorListSummary>('CreatorList').implement({
  description: "Spec 3: a company's named list of creators, used in requirements and invitations.",
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.list.id }),
    name: t.string({ resolve: (s) => s.list.name }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.list.createdAt }),
    creatorCount: t.exposeInt('creatorCount'),
  }),
});

export interface ListedCreator {
  id: string;
  username: string;
  displayName: string;
  /** Where the biggest channel is based (ISO 3166-1 alpha-2); null without channels. */
  country: string | null;
  /** Followers over every connected channel. */
  followers: number;
}

export const ListedCreatorRef = builder.objectRef<ListedCreator>('ListedCreator').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    displayName: t.exposeString('displayName'),
    country: t.exposeString('country', { nullable: true }),
    followers: t.exposeInt('followers'),
  }),
});
addAuthenticityField(ListedCreatorRef, (c) => c.id);

/** Creators by id for a table's rows (creator lists, matchmaking results): two reads whatever the count. */
export async function loadListedCreators(ids: string[], ctx: GraphQLContext): Promise<(ListedCreator | Error)[]> {
  const [users, channels] = await Promise.all([ctx.scope.accounts.users.findByIds(ids), ctx.scope.channels.channels.findByCreators(ids)]);
  return ids.map((id) => {
    const user = users.find((u) => u.id === id);
    if (!user) return new Error('Creator not found');
    const own = channels.filter((c) => c.creatorId === id).sort((a, b) => b.followers - a.followers);
    return {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      country: own[0]?.country ?? null,
      followers: own.reduce((sum, c) => sum + c.followers, 0),
    };
  });
}

export const CreatorListMemberRef = builder.objectRef<CreatorListMember>('CreatorListMember').implement({
  fields: (t) => ({
    addedAt: t.expose('addedAt', { type: 'DateTime' }),
    creator: t.loadable({
      type: ListedCreatorRef,
      load: loadListedCreators,
      resolve: (m) => m.creatorId,
    }),
  }),
});

export const AddCreatorsReportRef = builder.objectRef<AddCreatorsReport>('AddCreatorsToListReport').implement({
  fields: (t) => ({
    added: t.idList({ resolve: (r) => [...r.added] }),
    alreadyOnList: t.idList({ description: 'Already on the list: nothing changed for them.', resolve: (r) => [...r.alreadyOnList] }),
    notFound: t.idList({ description: "Ids that are no creator's.", resolve: (r) => [...r.notFound] }),
  }),
});

export const VipActivationTypeEnum = builder.enumType('VipActivationType', { values: VIP_ACTIVATION_TYPES });

export const VipGrantRef = builder.objectRef<VipGrant>('VipGrant').implement({
  description:
    'VIP access for one activation: the creator takes part regardless of audience and membership requirements; location and language too when waived.',
  fields: (t) => ({
    id: t.exposeID('id'),
    activationType: t.expose('activationType', { type: VipActivationTypeEnum }),
    activationId: t.exposeID('activationId'),
    creatorId: t.exposeID('creatorId'),
    waivesLocationAndLanguage: t.exposeBoolean('waivesLocationAndLanguage'),
    grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
  }),
});

export const VipAccessNoteRef = builder.objectRef<{ readonly waivesLocationAndLanguage: boolean }>('VipAccessNote').implement({
  description: 'Shown to the creator: VIP access applies here, and whether it also waives location and language.',
  fields: (t) => ({ waivesLocationAndLanguage: t.exposeBoolean('waivesLocationAndLanguage') }),
});
