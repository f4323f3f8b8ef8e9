import { graphql, type ResultOf } from '../../graphql.ts';

/** /user/topics/{id}: a topic (an onboarding interest genre), every topic, and following one. */
export const CreatorTopicQuery = graphql(`
  query CreatorTopic($topic: String!) {
    creatorTopic(topic: $topic) {
      id
      name
      following
    }
  }
`);
export type CreatorTopicView = ResultOf<typeof CreatorTopicQuery>['creatorTopic'];

export const CreatorTopicsQuery = graphql(`
  query CreatorTopics {
    creatorTopics {
      id
      name
      following
    }
  }
`);

export const FollowTopicMutation = graphql(`
  mutation FollowTopic($topic: String!, $follow: Boolean!) {
    followTopic(topic: $topic, follow: $follow) {
      id
      name
      following
    }
  }
`);
