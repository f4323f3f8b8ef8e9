import { CreatorTopicQueries, type TopicView } from '@lurkit/core/accounts/profile/application/creator-topic-queries.ts';
import { FollowTopic } from '@lurkit/core/accounts/profile/application/follow-topic.ts';
import { topicSlug } from '@lurkit/core/accounts/profile/domain/creator-topics.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';

/** Creators, with full access or not yet: topics are their onboarding interests, which both have. */
const CREATORS = { $any: { creatorWithAccess: true, userType: 'User' } } as const;

const TOPIC_ARG = 'A topic id: an onboarding interest genre in lower case (rpg, mmo, horror, ...). Genres are public, no one owns them.';

const CreatorTopicRef = builder.objectRef<TopicView>('CreatorTopic').implement({
  description: '/user/topics/{id}: one of the interest genres of creator onboarding, and whether the creator follows it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name', { description: 'The genre as Key campaigns and games name it (browse filters match it case-blind).' }),
    following: t.exposeBoolean('following', { description: "In the creator's onboarding interests." }),
  }),
});

builder.queryField('creatorTopic', (t) =>
  t.field({
    type: CreatorTopicRef,
    description: 'One topic for the signed-in creator; an unknown id answers PROFILE.TOPIC_NOT_FOUND.',
    authScopes: CREATORS,
    args: { topic: t.arg.string({ description: TOPIC_ARG }) },
    resolve: async (_root, { topic }, ctx) => unwrap(await new CreatorTopicQueries(ctx.scope.profile).one(actorId(ctx), topic)),
  }),
);

builder.queryField('creatorTopics', (t) =>
  t.field({
    type: [CreatorTopicRef],
    description: 'Every topic, in the order onboarding lists the genres, each saying whether the signed-in creator follows it.',
    authScopes: CREATORS,
    resolve: (_root, _args, ctx) => new CreatorTopicQueries(ctx.scope.profile).all(actorId(ctx)),
  }),
);

builder.mutationField('followTopic', (t) =>
  t.field({
    type: CreatorTopicRef,
    description:
      "Follows or unfollows a topic: adds the genre to the creator's onboarding interests or takes it out. The last genre cannot be unfollowed (PROFILE.LAST_TOPIC); before onboarding, PROFILE.ONBOARDING_NOT_DONE.",
    authScopes: CREATORS,
    args: { topic: t.arg.string({ description: TOPIC_ARG }), follow: t.arg.boolean() },
    resolve: async (_root, { topic, follow }, ctx) => {
      const done = unwrap(await new FollowTopic(ctx.scope.profile).execute({ userId: actorId(ctx), topicId: topic, follow }));
      return { id: topicSlug(done.topic), name: done.topic, following: done.following };
    },
  }),
);
