import { describe, expect, it } from 'vitest';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionRunState } from '../domain/mission-run.machine.ts';
import { aMission, aMissionRun, airTime, COMPANY_ID } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import { REJECT_MESSAGE_MAX, ReviewMissionRun } from './review-mission-run.ts';

async function setup(state: MissionRunState = 'review') {
  const deps = missionsTestDeps();
  const mission = aMission()
    .withCriteria({ operator: 'AND', criteria: [airTime(120)] })
    .build();
  const run = aMissionRun().of(mission).by('creator-1').inState(state).build();
  await seedMission(deps, mission, run);
  deps.clock.advance(60_000);
  return { deps, run, review: new ReviewMissionRun(deps) };
}

describe('ReviewMissionRun', () => {
  it('accepts a creator who met the criteria: rewards become claimable', async () => {
    const { deps, run, review } = await setup();
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 120 } });

    const result = await review.execute({ runId: run.id, companyId: COMPANY_ID, decision: 'accept' });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({
      state: 'claimReward',
      review: { outcome: 'accepted', by: 'COMPANY', at: deps.clock.now(), criteriaMet: true, sharePercent: 100 },
    });
  });

  it('asks for confirmation before accepting a creator who has not met the criteria', async () => {
    const { deps, run, review } = await setup();
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 119 } });

    const result = await review.execute({ runId: run.id, companyId: COMPANY_ID, decision: 'accept' });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.CRITERIA_NOT_MET_CONFIRMATION', field: 'confirmCriteriaNotMet' } });
    expect((await deps.runs.findById(run.id))?.state).toBe('review');
  });

  it('with the confirmation, makes a creator who has not met the criteria eligible for rewards', async () => {
    const { deps, run, review } = await setup();

    await review.execute({ runId: run.id, companyId: COMPANY_ID, decision: 'accept', confirmCriteriaNotMet: true });

    expect(await deps.runs.findById(run.id)).toMatchObject({ state: 'claimReward', review: { outcome: 'accepted', criteriaMet: false } });
  });

  it("accepts a pro-rated mission's creator for the share reached without asking, from its lowest share on", async () => {
    const deps = missionsTestDeps();
    const mission = aMission()
      .withCriteria({ operator: 'AND', criteria: [airTime(120)] })
      .proRatedFrom(50)
      .build();
    const [partial, tooLittle] = ['creator-1', 'creator-2'].map((c) => aMissionRun().of(mission).by(c).inState('review').build()) as [
      MissionRun,
      MissionRun,
    ];
    await seedMission(deps, mission, partial);
    await deps.runs.save(tooLittle);
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 90 } });
    deps.progress.set('creator-2', { metrics: { STREAM_CONTENT_AIR_TIME: 59 } });
    const review = new ReviewMissionRun(deps);

    expect(await review.execute({ runId: partial.id, companyId: COMPANY_ID, decision: 'accept' })).toMatchObject({
      ok: true,
      value: { state: 'claimReward', review: { criteriaMet: false, sharePercent: 75 } },
    });
    expect(await review.execute({ runId: tooLittle.id, companyId: COMPANY_ID, decision: 'accept' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.CRITERIA_NOT_MET_CONFIRMATION' },
    });
    // Confirmed below the lowest share, the company accepts the creator in full (spec 4).
    expect(
      await review.execute({ runId: tooLittle.id, companyId: COMPANY_ID, decision: 'accept', confirmCriteriaNotMet: true }),
    ).toMatchObject({ ok: true, value: { review: { sharePercent: 100 } } });
  });

  it('rejects with a trimmed message: the creator sees Ended, the company Rejected', async () => {
    const { deps, run, review } = await setup();

    await review.execute({ runId: run.id, companyId: COMPANY_ID, decision: 'reject', message: '  Clip is from another game. ' });

    expect(await deps.runs.findById(run.id)).toMatchObject({
      state: 'declined',
      endedAt: deps.clock.now(),
      review: { outcome: 'rejected', by: 'COMPANY', message: 'Clip is from another game.' },
    });
  });

  it('requires a reject message', async () => {
    const { deps, run, review } = await setup();

    const result = await review.execute({ runId: run.id, companyId: COMPANY_ID, decision: 'reject', message: '   ' });

    expect(result).toMatchObject({ ok: false, error: { code: 'MISSION.REJECT_MESSAGE_REQUIRED', field: 'message' } });
    expect((await deps.runs.findById(run.id))?.state).toBe('review');
  });

  it(`takes a reject message of ${REJECT_MESSAGE_MAX} characters and refuses one more`, async () => {
    const long = await setup();
    const tooLong = await setup();

    const ok = await long.review.execute({
      runId: long.run.id,
      companyId: COMPANY_ID,
      decision: 'reject',
      message: 'm'.repeat(REJECT_MESSAGE_MAX),
    });
    const refused = await tooLong.review.execute({
      runId: tooLong.run.id,
      companyId: COMPANY_ID,
      decision: 'reject',
      message: 'm'.repeat(REJECT_MESSAGE_MAX + 1),
    });

    expect(ok.ok).toBe(true);
    expect(refused).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field: 'message' } });
  });

  it('refuses reviewing a run that is not awaiting approval', async () => {
    const { run, review } = await setup('active');

    const result = await review.execute({ runId: run.id, companyId: COMPANY_ID, decision: 'accept', confirmCriteriaNotMet: true });

    expect(result).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'active', event: 'accept' } });
  });

  it("treats another company's or an unknown run as not found", async () => {
    const { run, review } = await setup();

    expect(await review.execute({ runId: run.id, companyId: 'company-2', decision: 'reject', message: 'no' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
    expect(await review.execute({ runId: 'nope', companyId: COMPANY_ID, decision: 'reject', message: 'no' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.RUN_NOT_FOUND' },
    });
  });
});

describe('ReviewMissionRun notifications', () => {
  it.each([
    ['accepted', { decision: 'accept' as const }, 'Claim your rewards on the mission page.'],
    ['declined, with the message', { decision: 'reject' as const, message: 'No stream found.' }, 'declined your content for the mission'],
  ])('tells the creator once that their content was %s, linking the mission page', async (_name, decision, words) => {
    const { deps, run, review } = await setup();
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 120 } });
    expect((await review.execute({ runId: run.id, companyId: COMPANY_ID, ...decision })).ok).toBe(true);
    expect(deps.mailer.sent.map((m) => [m.to, m.notification])).toEqual([
      ['creator-1@example.com', { kind: 'campaignUpdates', path: `/missions/${run.missionId}` }],
    ]);
    expect(deps.mailer.sent[0]?.text).toContain(words);
  });
});
