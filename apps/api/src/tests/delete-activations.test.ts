import { describe, expect, it } from 'vitest';
import { signedInReviewedCompany, signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { generalStep } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  COMPANY_KEY_CAMPAIGNS,
  COMPANY_MISSIONS,
  COMPANY_QUESTS,
  CREATE_KEY_CAMPAIGN,
  CREATE_MISSION,
  CREATE_QUEST,
  DELETE_KEY_CAMPAIGN,
  DELETE_MISSION,
  DELETE_QUEST,
  PUBLISH_KEY_CAMPAIGN,
  SAVE_CREATOR_PROGRAM,
  missionValues,
  programValues,
} from './operations.ts';

const app = useTestApp();
const ARCHIVED = 'query Archived { archivedActivations(first: 50) { edges { node { id kind name companyId archivedAt } } } }';

const company = () => signedInReviewedCompany(app);

/** As publishing and unpublishing leave it: it went live once, so creators may have results on it. */
const wentLiveThenUnpublished = (table: 'key_campaign' | 'quest' | 'mission', id: string) =>
  sql(app.databaseUrl, `update ${table} set publish_state = 'unpublished', first_went_live_at = now(), published_at = now() where id = ?`, [
    id,
  ]);

describe('deleting an activation (spec 6)', () => {
  it('deletes a draft Key campaign, Quest or Mission outright', async () => {
    const { client } = await company();
    const campaignId = (await client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Test draft' })).data!.createKeyCampaign.id;
    const questId = (await client.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep('Test quest') })).data!.createQuest.id;
    expect((await client.op(SAVE_CREATOR_PROGRAM, { values: programValues() })).errors).toEqual([]);
    const missionId = (await client.op(CREATE_MISSION, { values: missionValues() })).data!.createMission.id;

    expect((await client.op(DELETE_KEY_CAMPAIGN, { id: campaignId })).data).toEqual({
      deleteKeyCampaign: { id: campaignId, archived: false },
    });
    expect((await client.op(DELETE_QUEST, { id: questId })).data).toEqual({ deleteQuest: { id: questId, archived: false } });
    expect((await client.op(DELETE_MISSION, { id: missionId })).data).toEqual({ deleteMission: { id: missionId, archived: false } });

    const left = await sql(
      app.databaseUrl,
      'select id from key_campaign where id = ? union all select id from quest where id = ? union all select id from mission where id = ?',
      [campaignId, questId, missionId],
    );
    expect(left).toEqual([]);
    expect((await client.op(DELETE_QUEST, { id: questId })).errors[0]?.extensions).toMatchObject({ code: 'PUBLISHING.NOT_FOUND' });
  });

  it('archives one that went live: gone from the company lists, kept for results, listed for staff', async () => {
    const { client } = await company();
    const campaignId = (await client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Old keys' })).data!.createKeyCampaign.id;
    const questId = (await client.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep('Old quest') })).data!.createQuest.id;
    expect((await client.op(SAVE_CREATOR_PROGRAM, { values: programValues() })).errors).toEqual([]);
    const missionId = (await client.op(CREATE_MISSION, { values: missionValues({ name: 'Old mission' }) })).data!.createMission.id;
    await wentLiveThenUnpublished('key_campaign', campaignId);
    await wentLiveThenUnpublished('quest', questId);
    await wentLiveThenUnpublished('mission', missionId);

    expect((await client.op(DELETE_KEY_CAMPAIGN, { id: campaignId })).data).toEqual({
      deleteKeyCampaign: { id: campaignId, archived: true },
    });
    expect((await client.op(DELETE_QUEST, { id: questId })).data).toEqual({ deleteQuest: { id: questId, archived: true } });
    expect((await client.op(DELETE_MISSION, { id: missionId })).data).toEqual({ deleteMission: { id: missionId, archived: true } });

    const campaigns = await client.op(COMPANY_KEY_CAMPAIGNS, { first: 10 });
    expect(campaigns.data!.companyKeyCampaigns.edges.map((e) => e.node.id)).not.toContain(campaignId);
    const quests = [false, true].map((ended) => client.op(COMPANY_QUESTS, { ended, first: 10 }));
    for (const answer of await Promise.all(quests)) expect(answer.data!.companyQuests.edges.map((e) => e.node.id)).not.toContain(questId);
    expect((await client.op(COMPANY_MISSIONS)).data!.companyMissions.map((m) => m.id)).not.toContain(missionId);
    // Kept, not deleted: results and reporting still read the rows.
    expect(await sql(app.databaseUrl, 'select count(*)::int as n from quest where id = ? and archived_at is not null', [questId])).toEqual([
      { n: 1 },
    ]);
    // Archived is gone for its company: it cannot be published again.
    expect((await client.op(PUBLISH_KEY_CAMPAIGN, { id: campaignId })).errors[0]?.extensions).toMatchObject({
      code: 'PUBLISHING.NOT_FOUND',
    });

    const staff = await signedInStaff(app);
    const listed = await staff.client.gql('Archived', ARCHIVED, {});
    expect(listed.errors).toEqual([]);
    const nodes = (listed.data as { archivedActivations: { edges: { node: { id: string; kind: string; name: string } }[] } })
      .archivedActivations.edges;
    expect(nodes.map((e) => e.node).filter((n) => [campaignId, questId, missionId].includes(n.id))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: campaignId, kind: 'keyCampaign', name: 'Old keys' }),
        expect.objectContaining({ id: questId, kind: 'quest', name: 'Old quest' }),
        expect.objectContaining({ id: missionId, kind: 'mission', name: 'Old mission' }),
      ]),
    );
  });

  it('refuses a live one with "delete failed" until it is unpublished, and changes nothing', async () => {
    const { client } = await company();
    const questId = (await client.op(CREATE_QUEST, { kind: 'gamePromotion', general: generalStep('Live quest') })).data!.createQuest.id;
    await sql(
      app.databaseUrl,
      `update quest set publish_state = 'published', first_went_live_at = now(), published_at = now() where id = ?`,
      [questId],
    );

    const refused = await client.op(DELETE_QUEST, { id: questId });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'PUBLISHING.DELETE_FAILED' });
    expect(refused.errors[0]?.message).toMatch(/unpublish it first/);
    expect(await sql(app.databaseUrl, 'select publish_state, archived_at from quest where id = ?', [questId])).toEqual([
      { publish_state: 'published', archived_at: null },
    ]);
  });
});
