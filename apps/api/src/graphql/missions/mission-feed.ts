import { ListMissionFeed } from '@lurkit/core/missions/application/mission-feed.ts';
import type { FeedPost } from '@lurkit/core/missions/ports/creator-feed.port.ts';
import { builder } from '../shared/builder.ts';
import { actorId } from '../shared/actor.ts';
import { unwrap } from '../shared/errors.ts';

const FeedPostRef = builder.objectRef<FeedPost>('MissionFeedPost').implement({
  description: "A stream or video of the creator's connected channels (the statistics store).",
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', { description: 'STREAM or VIDEO.' }),
    provider: t.exposeString('provider'),
    title: t.exposeString('title'),
    views: t.exposeInt('views'),
    durationSeconds: t.exposeInt('durationSeconds'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('missionFeed', (t) =>
  t.field({
    type: [FeedPostRef],
    description: "The run's creator's streams and videos of the run's period, newest first: the submit-content form picks from them.",
    authScopes: { userType: 'Creator' },
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) =>
      unwrap(await new ListMissionFeed(ctx.scope.missions).execute({ runId: String(runId), creatorId: actorId(ctx) })),
  }),
);
