import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { acceptedMember, companyWithProgram, liveMission } from '../testing/programs-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { JOIN_MISSION, MISSION_FEED, MISSION_RUNS, SUBMIT_MISSION_CONTENT } from './operations.ts';

const app = useTestApp();

describe('Mission content from the feed', () => {
  it("offers the member's own streams and videos of the run's period, takes one picked, and shows its title to the company", async () => {
    const company = await companyWithProgram(app);
    const missionId = await liveMission(app, company, {
      automaticReview: false,
      criteria: [{ operator: 'AND', criteria: [{ metricType: 'STREAM_CONTENT_AIR_TIME', amount: 60 }] }],
    });
    const member = await acceptedMember(app, company);
    const run = (await member.client.op(JOIN_MISSION, { missionId })).data!.joinMission;
    const [post] = await sql<{ id: string }>(
      app.databaseUrl,
      `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
       select gen_random_uuid(), id, 'twitch', gen_random_uuid()::text, 'STREAM', 'Pixel Forge first look', null, 3600, 50, 0, 0, 0, true, now()
       from user_account where username = ? returning id`,
      [member.username],
    );
    const feed = await member.client.op(MISSION_FEED, { runId: run.id });
    expect(feed.data?.missionFeed.map((p) => [p.id, p.type, p.title])).toEqual([[post!.id, 'STREAM', 'Pixel Forge first look']]);

    const submitted = await member.client.op(SUBMIT_MISSION_CONTENT, {
      runId: run.id,
      items: [{ kind: 'feed', postId: post!.id, postType: 'STREAM' }],
    });
    expect(submitted.data?.submitMissionContent.state).toBe('review');
    const review = await company.client.op(MISSION_RUNS, { missionId, tab: 'review' });
    expect(review.data?.missionRuns.edges[0]?.node.submission).toMatchObject([
      { kind: 'feed', postId: post!.id, postType: 'STREAM', postTitle: 'Pixel Forge first look' },
    ]);
    // Another creator cannot read this run's feed.
    const outsider = await signedInCreator(app);
    expect((await outsider.client.op(MISSION_FEED, { runId: run.id })).errors[0]?.extensions?.code).toBe('MISSION.RUN_NOT_FOUND');
  });
});
