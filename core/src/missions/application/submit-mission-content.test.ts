import { describe, expect, it } from 'vitest';
import type { Mission } from '../domain/mission.entity.ts';
import { aMission, aMissionRun, airTime, custom, MISSION_NOW } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { MISSION_REMINDER_JOB } from './mission-reminder.ts';
import { ListMissionFeed } from './mission-feed.ts';
import { SubmitMissionContent } from './submit-mission-content.ts';

const stream = { kind: 'feed' as const, postId: 'post-1', postType: 'STREAM' as const };
const feedPost = (id: string, type: 'STREAM' | 'VIDEO', createdAt = MISSION_NOW) => ({
  id,
  type,
  provider: 'twitch',
  title: `Post ${id}`,
  views: 10,
  durationSeconds: 3600,
  createdAt,
});
const streamMission = () => aMission().withCriteria({ operator: 'AND', criteria: [airTime(120, 'air')] });

async function setup(mission: Mission = streamMission().build()) {
  const deps = missionsTestDeps();
  const run = aMissionRun().of(mission).by('creator-1').build();
  await seedMission(deps, mission, run);
  deps.feed.add('creator-1', feedPost('post-1', 'STREAM'));
  await deps.jobs.schedule({ name: MISSION_REMINDER_JOB, payload: { runId: run.id }, runAt: MISSION_NOW, singletonKey: run.id });
  return { deps, mission, run, submit: new SubmitMissionContent(deps) };
}

describe('SubmitMissionContent', () => {
  it('sends a stream from the feed to review (Awaiting approval) and drops the reminder', async () => {
    const { deps, run, submit } = await setup();
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 500 } });

    const result = await submit.execute({ runId: run.id, creatorId: 'creator-1', items: [stream] });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({
      state: 'review',
      submission: { items: [stream], submittedAt: MISSION_NOW },
      review: null,
    });
    expect(deps.jobs.jobs).toEqual([]);
  });

  it('with automatic review, approves a creator who meets the criteria (by SYSTEM)', async () => {
    const { deps, run, submit } = await setup(streamMission().automaticReview().build());
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 120 } });

    await submit.execute({ runId: run.id, creatorId: 'creator-1', items: [stream] });

    expect(await deps.runs.findById(run.id)).toMatchObject({
      state: 'claimReward',
      review: { outcome: 'accepted', by: 'SYSTEM', at: MISSION_NOW, criteriaMet: true, message: null },
    });
  });

  it('with automatic review, leaves a creator one minute short in review', async () => {
    const { deps, run, submit } = await setup(streamMission().automaticReview().build());
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 119 } });

    await submit.execute({ runId: run.id, creatorId: 'creator-1', items: [stream] });

    expect((await deps.runs.findById(run.id))?.state).toBe('review');
  });

  it('always accepts custom URL and message submissions automatically, even without automatic review', async () => {
    const mission = aMission()
      .withCriteria({ operator: 'AND', criteria: [custom('url', 'c-url'), custom('message', 'c-msg')] })
      .build();
    const { deps, run, submit } = await setup(mission);

    await submit.execute({
      runId: run.id,
      creatorId: 'creator-1',
      items: [
        { kind: 'url', url: 'https://clips.example.com/1', criterionId: 'c-url' },
        { kind: 'message', message: ' I beat the boss ', criterionId: 'c-msg' },
      ],
    });

    const stored = await deps.runs.findById(run.id);
    expect(stored).toMatchObject({ state: 'claimReward', review: { by: 'SYSTEM', criteriaMet: true } });
    expect(stored?.submission?.items[1]).toEqual({ kind: 'message', message: 'I beat the boss', criterionId: 'c-msg' });
  });

  it('sends custom submissions to review when other criteria are still unmet', async () => {
    const mission = aMission()
      .withCriteria({ operator: 'AND', criteria: [custom('url', 'c-url')] }, { operator: 'AND', criteria: [airTime(60)] })
      .build();
    const { deps, run, submit } = await setup(mission);

    await submit.execute({
      runId: run.id,
      creatorId: 'creator-1',
      items: [{ kind: 'url', url: 'https://clips.example.com/1', criterionId: 'c-url' }],
    });

    expect((await deps.runs.findById(run.id))?.state).toBe('review');
  });

  it('leaves a mixed feed and custom submission to the company when automatic review is off', async () => {
    const mission = aMission()
      .withCriteria({ operator: 'OR', criteria: [custom('url', 'c-url'), airTime(60)] })
      .build();
    const { deps, run, submit } = await setup(mission);

    await submit.execute({
      runId: run.id,
      creatorId: 'creator-1',
      items: [stream, { kind: 'url', url: 'https://clips.example.com/1', criterionId: 'c-url' }],
    });

    expect((await deps.runs.findById(run.id))?.state).toBe('review');
  });

  it.each([
    ['nothing', [], 'items'],
    ['a URL without http', [{ kind: 'url', url: 'clips.example.com' }], 'items.0.url'],
    ['a blank message', [{ kind: 'message', message: '  ' }], 'items.0.message'],
    ['a short from the feed', [{ kind: 'feed', postId: 'p', postType: 'SHORTS' }], 'items.0.postType'],
  ])('refuses %s and keeps the run active', async (_name, items, field) => {
    const { deps, run, submit } = await setup();

    const result = await submit.execute({ runId: run.id, creatorId: 'creator-1', items: items as never });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field } });
    expect((await deps.runs.findById(run.id))?.state).toBe('active');
  });

  it('refuses a URL tied to a non-custom criterion or to a message criterion', async () => {
    const mission = aMission()
      .withCriteria({ operator: 'OR', criteria: [airTime(60, 'air'), custom('message', 'c-msg')] })
      .build();
    const { run, submit } = await setup(mission);

    const notCustom = await submit.execute({
      runId: run.id,
      creatorId: 'creator-1',
      items: [{ kind: 'url', url: 'https://x.example.com', criterionId: 'air' }],
    });
    const wrongKind = await submit.execute({
      runId: run.id,
      creatorId: 'creator-1',
      items: [stream, { kind: 'url', url: 'https://x.example.com', criterionId: 'c-msg' }],
    });

    expect(notCustom).toMatchObject({ ok: false, error: { code: 'MISSION.CUSTOM_CRITERION_MISMATCH', field: 'items.0.criterionId' } });
    expect(wrongKind).toMatchObject({
      ok: false,
      error: { code: 'MISSION.CUSTOM_CRITERION_MISMATCH', field: 'items.1.criterionId', message: 'This criterion asks for a message.' },
    });
  });

  it('refuses to change content after submission', async () => {
    const { deps, run, submit } = await setup();
    await submit.execute({ runId: run.id, creatorId: 'creator-1', items: [stream] });

    const again = await submit.execute({ runId: run.id, creatorId: 'creator-1', items: [{ ...stream, postId: 'post-2' }] });

    expect(again).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'review', event: 'submit' } });
    expect((await deps.runs.findById(run.id))?.submission?.items).toEqual([stream]);
  });

  it("treats another creator's run as not found", async () => {
    const { run, submit } = await setup();

    expect(await submit.execute({ runId: run.id, creatorId: 'creator-2', items: [stream] })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
  });

  it("refuses a feed item that is not one of the creator's own streams or videos, or not of the type sent, at its field", async () => {
    const { deps, run, submit } = await setup();
    deps.feed.add('creator-2', feedPost('post-2', 'VIDEO'));

    const someoneElses = await submit.execute({
      runId: run.id,
      creatorId: 'creator-1',
      items: [stream, { ...stream, postId: 'post-2', postType: 'VIDEO' }],
    });
    const wrongType = await submit.execute({ runId: run.id, creatorId: 'creator-1', items: [{ ...stream, postType: 'VIDEO' }] });

    expect(someoneElses).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field: 'items.1.postId' } });
    expect(wrongType).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field: 'items.0.postId' } });
    expect((await deps.runs.findById(run.id))?.state).toBe('active');
  });
});

describe('ListMissionFeed', () => {
  it("offers the creator's streams and videos of the run's period, newest first, and not another creator's run", async () => {
    const { deps, run } = await setup();
    const hour = 3_600_000;
    deps.clock.advance(5 * hour);
    deps.feed.add('creator-1', feedPost('before-joining', 'VIDEO', new Date(run.joinedAt.getTime() - hour)));
    deps.feed.add('creator-1', feedPost('later', 'VIDEO', new Date(MISSION_NOW.getTime() + 2 * hour)));
    deps.feed.add('creator-2', feedPost('theirs', 'STREAM', new Date(MISSION_NOW.getTime() + hour)));
    const list = new ListMissionFeed(deps);

    const feed = await list.execute({ runId: run.id, creatorId: 'creator-1' });

    expect(feed.ok && feed.value.map((p) => p.id)).toEqual(['later', 'post-1']);
    expect(await list.execute({ runId: run.id, creatorId: 'creator-2' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
  });
});
