import { describe, expect, it } from 'vitest';
import { aMission, aMissionRun, airTime, COMPANY_ID, MISSION_NOW, PROGRAM_ID } from '../testing/builders.ts';
import { missionsTestDeps, seedMission } from '../testing/missions-test-deps.ts';
import {
  ListCompanyMissionRuns,
  ListMissionRuns,
  ListOpenMissionsForCreator,
  ListProgramMissions,
  ListPublicProgramMissions,
  ViewMissionAsCreator,
} from './mission-queries.ts';

const page = { after: null, before: null, limit: 20, inverted: false };

describe('mission queries', () => {
  it("shows a member the mission with their run's progress, and refuses a non-member", async () => {
    const deps = missionsTestDeps();
    const mission = aMission()
      .withCriteria({ operator: 'AND', criteria: [airTime(100)] })
      .build();
    const run = aMissionRun().of(mission).by('creator-1').build();
    await seedMission(deps, mission, run);
    deps.progress.set('creator-1', { metrics: { STREAM_CONTENT_AIR_TIME: 40 } });

    const seen = await new ViewMissionAsCreator(deps).execute({ missionId: mission.id, creatorId: 'creator-1' });

    expect(seen.ok && seen.value.run?.id).toBe(run.id);
    expect(seen.ok && seen.value.progress?.groups[0]?.criteria[0]).toMatchObject({ value: 40, amount: 100, met: false });
    expect(await new ViewMissionAsCreator(deps).execute({ missionId: mission.id, creatorId: 'outsider' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.MEMBERS_ONLY' },
    });
  });

  it('tells a VIP creator they hold VIP access and whether location and language are waived; a member without it, nothing', async () => {
    const deps = missionsTestDeps();
    const mission = aMission().build();
    await seedMission(deps, mission);
    deps.vip.grant(mission.id, mission.companyId, 'vip-creator', true);

    const vip = await new ViewMissionAsCreator(deps).execute({ missionId: mission.id, creatorId: 'vip-creator' });
    const member = await new ViewMissionAsCreator(deps).execute({ missionId: mission.id, creatorId: 'creator-1' });

    expect(vip.ok && vip.value.vipAccess).toEqual({ waivesLocationAndLanguage: true });
    expect(member.ok && member.value.vipAccess).toBeNull();
  });

  it("measures a run from joining until the mission's end once the mission is over", async () => {
    const deps = missionsTestDeps();
    const mission = aMission()
      .withCriteria({ operator: 'AND', criteria: [airTime(100)] })
      .build();
    const run = aMissionRun().of(mission).by('creator-1').build();
    await seedMission(deps, mission, run);
    deps.clock.set(new Date(mission.endDate!.getTime() + 10 * 86_400_000));

    await new ViewMissionAsCreator(deps).execute({ missionId: mission.id, creatorId: 'creator-1' });

    expect(deps.progress.requests).toEqual([{ creatorId: 'creator-1', since: run.joinedAt, until: mission.endDate }]);
  });

  it('hides a draft from members who never joined it', async () => {
    const deps = missionsTestDeps();
    const draft = aMission().unpublished().build();
    await seedMission(deps, draft);

    expect(await new ViewMissionAsCreator(deps).execute({ missionId: draft.id, creatorId: 'creator-1' })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOT_FOUND' },
    });
  });

  it("lists a program's published missions with the member's latest run, members only", async () => {
    const deps = missionsTestDeps();
    const live = aMission().build();
    const draft = aMission().unpublished().build();
    const run = aMissionRun().of(live).by('creator-1').inState('review').build();
    await seedMission(deps, live, run);
    await seedMission(deps, draft);

    const listed = await new ListProgramMissions(deps).execute({ programId: PROGRAM_ID, creatorId: 'creator-1' });

    expect(listed.ok && listed.value.map((m) => [m.mission.id, m.run?.state ?? null])).toEqual([[live.id, 'review']]);
    expect((await new ListProgramMissions(deps).execute({ programId: PROGRAM_ID, creatorId: 'outsider' })).ok).toBe(false);
  });

  it("lists Deals' public missions: the member's programs' open and upcoming missions not joined yet, soonest start first", async () => {
    const deps = missionsTestDeps();
    const day = 86_400_000;
    const at = (days: number) => new Date(MISSION_NOW.getTime() + days * day);
    const open = aMission().withDates(at(-3), null).build();
    const upcoming = aMission().withDates(at(2), at(20)).build();
    const joined = aMission().withDates(at(-5), null).build();
    const over = aMission().withDates(at(-30), at(-1)).build();
    const draft = aMission().unpublished().withDates(at(-2), null).build();
    await seedMission(deps, open);
    await seedMission(deps, upcoming);
    await seedMission(deps, joined, aMissionRun().of(joined).by('creator-1').build());
    await seedMission(deps, over);
    await seedMission(deps, draft);
    const list = new ListOpenMissionsForCreator(deps);

    const listed = await list.execute({ creatorId: 'creator-1' });

    expect(listed.ok && listed.value.map((m) => m.id)).toEqual([open.id, upcoming.id]);
    // Not a member of the program: none of its missions.
    expect(await list.execute({ creatorId: 'outsider' })).toEqual({ ok: true, value: [] });
  });

  it("lists a program's open and upcoming published missions for anyone, soonest start first; drafts and ended ones stay out", async () => {
    const deps = missionsTestDeps();
    const day = 86_400_000;
    const at = (days: number) => new Date(MISSION_NOW.getTime() + days * day);
    const open = aMission().withDates(at(-3), null).build();
    const upcoming = aMission().withDates(at(2), at(20)).build();
    const over = aMission().withDates(at(-30), at(-1)).build();
    const draft = aMission().unpublished().withDates(at(-2), null).build();
    for (const mission of [upcoming, over, draft, open]) await seedMission(deps, mission);
    const list = new ListPublicProgramMissions(deps);

    expect(await list.execute({ programId: PROGRAM_ID })).toEqual({ ok: true, value: [open, upcoming] });
    expect(await list.execute({ programId: 'no-such-program' })).toEqual({ ok: true, value: [] });
  });

  it("lists one tab of the company's own mission and refuses another company", async () => {
    const deps = missionsTestDeps();
    const mission = aMission().build();
    const active = aMissionRun().of(mission).by('a').build();
    const done = aMissionRun().of(mission).by('b').inState('claimReward').build();
    await seedMission(deps, mission, active, done);
    const list = new ListMissionRuns(deps);

    const completed = await list.execute({ missionId: mission.id, companyId: COMPANY_ID, tab: 'completed', page });

    expect(completed.ok && completed.value.map((r) => r.id)).toEqual([done.id]);
    expect(await list.execute({ missionId: mission.id, companyId: 'company-2', tab: 'ongoing', page })).toMatchObject({
      ok: false,
      error: { code: 'MISSION.NOT_FOUND' },
    });
  });

  it("lists one tab across every mission of the company's program, none of another company's, and nothing without a program", async () => {
    const deps = missionsTestDeps();
    deps.programs.add({ id: 'program-2', companyId: 'company-2' });
    const first = aMission().build();
    const second = aMission().build();
    const theirs = { ...aMission().build(), companyId: 'company-2', programId: 'program-2' };
    const inReview = aMissionRun().of(first).by('a').inState('review').build();
    const alsoInReview = aMissionRun().of(second).by('b').inState('review').build();
    const ongoing = aMissionRun().of(second).by('c').build();
    const theirRun = aMissionRun().of(theirs).by('d').inState('review').build();
    await seedMission(deps, first, inReview);
    await seedMission(deps, second, alsoInReview, ongoing);
    await seedMission(deps, theirs, theirRun);
    const list = new ListCompanyMissionRuns(deps);

    const review = await list.execute({ companyId: COMPANY_ID, tab: 'review', page });

    expect(review.ok && review.value.map((r) => r.id).sort()).toEqual([inReview.id, alsoInReview.id].sort());
    const theirReview = await list.execute({ companyId: 'company-2', tab: 'review', page });
    expect(theirReview.ok && theirReview.value.map((r) => r.id)).toEqual([theirRun.id]);
    expect(await list.execute({ companyId: 'company-without-program', tab: 'review', page })).toEqual({ ok: true, value: [] });
  });
});
