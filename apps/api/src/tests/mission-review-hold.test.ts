import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { companyWithProgram } from '../testing/programs-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  COMPANY_MISSION,
  CREATE_MISSION,
  HELD_MISSIONS,
  PUBLISH_MISSION,
  REVIEW_HELD_ACTIVATION,
  UPDATE_MISSION,
  missionValues,
} from './operations.ts';

const app = useTestApp();

describe('Missions held for account review', () => {
  it("holds an unreviewed company's first mission until staff approve it; refusing needs a reason; only staff decide", async () => {
    const company = await companyWithProgram(app);
    await sql(app.databaseUrl, 'update company set is_verified = false where name = ?', [company.input.companyName]);
    const created = await company.client.op(CREATE_MISSION, { values: missionValues() });
    const missionId = created.data!.createMission.id;
    expect((await company.client.op(PUBLISH_MISSION, { id: missionId })).data?.publishMission).toEqual({
      status: 'waitingForReview',
      heldForReview: true,
    });
    // Staff judge what was held: the setup cannot change underneath them, as for Key campaigns and Quests.
    const edit = await company.client.op(UPDATE_MISSION, { id: missionId, values: missionValues({ name: 'Changed while held' }) });
    expect(edit.errors[0]?.extensions?.code).toBe('MISSIONS.LOCKED_WHILE_HELD');
    const staff = await signedInStaff(app);

    const held = (await staff.client.op(HELD_MISSIONS, {})).data!.heldMissions.find((h) => h.mission.id === missionId);
    expect(held).toMatchObject({ companyName: company.input.companyName, mission: { status: 'waitingForReview', published: false } });
    expect((await company.client.op(HELD_MISSIONS, {})).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await company.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'approve' })).errors[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await staff.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'refuse', reason: ' ' })).errors[0]).toMatchObject({
      extensions: { code: 'PUBLISHING.REASON_REQUIRED', field: 'reason' },
    });

    const refused = await staff.client.op(REVIEW_HELD_ACTIVATION, {
      id: missionId,
      decision: 'refuse',
      reason: 'Say how the reward is delivered.',
    });
    expect(refused.data?.reviewHeldActivation.status).toBe('unpublished');
    expect((await company.client.op(COMPANY_MISSION, { id: missionId })).data?.companyMission).toMatchObject({
      reviewNote: 'Say how the reward is delivered.',
      published: false,
    });
    expect((await company.client.op(PUBLISH_MISSION, { id: missionId })).data?.publishMission.heldForReview).toBe(true);

    const approved = await staff.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'approve' });
    expect(approved.data?.reviewHeldActivation.status).toBe('upcoming');
    expect((await company.client.op(COMPANY_MISSION, { id: missionId })).data?.companyMission).toMatchObject({
      published: true,
      reviewNote: null,
    });
    expect((await staff.client.op(HELD_MISSIONS, {})).data!.heldMissions.some((h) => h.mission.id === missionId)).toBe(false);
    expect((await staff.client.op(REVIEW_HELD_ACTIVATION, { id: missionId, decision: 'approve' })).errors[0]?.extensions?.code).toBe(
      'PUBLISHING.NOT_HELD',
    );
  });
});
