import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { putKeyCampaignLive, reviewCompanyOfKeyCampaign } from '../testing/keys-world.ts';
import {
  CHANGE_MATCHMAKING_SELECTION,
  CLEAR_MATCHMAKING_SELECTION,
  CREATE_KEY_CAMPAIGN,
  CREATOR_INVITATIONS,
  GENERATE_MATCHMAKING_LIST,
  INVITE_MATCHMAKING_SELECTION,
  LOOSEN_MATCHMAKING_LIST,
  MATCHMAKING_LIST,
  MATCHMAKING_LISTS,
} from './operations.ts';

const app = useTestApp();

/** A company with a live Key campaign that may invite (verified), two Swedish creators streaming a game and one Brazilian. */
async function world() {
  const company = await signedInCompanyUser(app);
  const created = await company.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Matchmade keys' });
  const campaignId = created.data!.createKeyCampaign.id;
  await putKeyCampaignLive(app, campaignId);
  await reviewCompanyOfKeyCampaign(app, campaignId);
  const gameId = globalThis.crypto.randomUUID();
  const creators = [];
  for (const [ccv, country] of [
    [400, 'SE'],
    [120, 'SE'],
    [300, 'BR'],
  ] as const) {
    const creator = await signedInCreator(app);
    const id = await userIdOf(app, creator.username);
    creators.push({ ...creator, id, country });
    await recordStatistics(app, [{ id: gameId, name: 'Matchmade Game' }], [aStream(id, gameId, ccv)]);
    // Test creators have no channels, so the summary has no place or platform yet: set them as a channel sync would.
    await sql(
      app.databaseUrl,
      `update creator_statistics_summary set country = ?, platform = 'twitch', languages = '{en}' where creator_id = ?`,
      [country, id],
    );
  }
  const brief = {
    activationType: 'KEY' as const,
    activationId: campaignId,
    objective: 'AWARENESS' as const,
    strategy: 'BALANCED' as const,
    gameId,
    languages: ['en'],
    locations: ['EUROPE'],
    totalBudgetCents: 1_000_000,
    maxBidPerHourWatchedCents: 100,
    minContentDurationHours: 1,
    hoursPerCreator: 2,
  };
  return { company, campaignId, gameId, creators, brief };
}

describe('matchmaking', () => {
  it("shows each result's audience authenticity with its reasons, judged for the whole page at once", async () => {
    const { company, gameId, creators, brief } = await world();
    const [big, small] = creators as [(typeof creators)[0], (typeof creators)[0]];
    const generated = await company.client.op(GENERATE_MATCHMAKING_LIST, { input: brief });
    expect(generated.errors).toEqual([]);
    // Then big streams three more days whose viewers peaked at ten times the average: spikes without
    // growth. The results are static, the authenticity is read afresh.
    await recordStatistics(
      app,
      [{ id: gameId, name: 'Matchmade Game' }],
      [26, 50, 74].map((hoursAgo) => ({ ...aStream(big.id, gameId, 400, hoursAgo), peakCcv: 4_000 })),
    );
    const read = await company.client.op(MATCHMAKING_LIST, { id: generated.data!.generateMatchmakingList.id });
    expect(read.errors).toEqual([]);
    const rows = read.data!.matchmakingList.results!.matches;
    expect(rows.find((m) => m.creatorId === big.id)?.authenticity).toEqual({
      score: 70,
      level: 'CHECK',
      signals: [{ code: 'VIEWER_SPIKES', message: expect.stringMatching(/on 3 of 4 stream days/) }],
    });
    // One stream day is too little to judge: the row says so.
    expect(rows.find((m) => m.creatorId === small.id)?.authenticity).toEqual({ score: null, level: null, signals: [] });
  });

  it('generates a stored list with scored results, lists it, selects rows and invites them to the activation', async () => {
    const { company, campaignId, creators, brief } = await world();
    const [big, small, abroad] = creators as [(typeof creators)[0], (typeof creators)[0], (typeof creators)[0]];

    const generated = await company.client.op(GENERATE_MATCHMAKING_LIST, { input: brief });
    expect(generated.errors).toEqual([]);
    const list = generated.data!.generateMatchmakingList;
    const ids = list.results!.matches.map((m) => m.creatorId);
    expect(ids).toContain(big.id);
    expect(ids).toContain(small.id);
    expect(ids).not.toContain(abroad.id);
    const row = list.results!.matches.find((m) => m.creatorId === big.id)!;
    expect(row).toMatchObject({
      matchScore: expect.stringMatching(/EXCELLENT|GREAT|GOOD|AVERAGE|POOR/),
      predictedCcv: 400,
      selected: false,
    });
    // A Key campaign pays in keys: no cash offer, so nothing of the budget is spent.
    expect([row.suggestedOffer.cents, row.estimatedCostPerHour.cents]).toEqual([0, 0]);
    expect(row.creator.username).toBe(big.username);
    expect(list.brief).toMatchObject({ activationName: 'Matchmade keys', gameName: 'Matchmade Game', objective: 'AWARENESS' });

    const lists = await company.client.op(MATCHMAKING_LISTS);
    expect(lists.data!.matchmakingLists.map((l) => [l.id, l.matchCount])).toEqual([[list.id, ids.length]]);

    const selected = await company.client.op(CHANGE_MATCHMAKING_SELECTION, { listId: list.id, select: [small.id, big.id] });
    expect(selected.data!.changeMatchmakingSelection.selectedCreatorIds).toEqual(ids.filter((id) => id === big.id || id === small.id));
    const cleared = await company.client.op(CLEAR_MATCHMAKING_SELECTION, { listId: list.id });
    expect(cleared.data!.clearMatchmakingSelection.selectedCreatorIds).toEqual([]);
    await company.client.op(CHANGE_MATCHMAKING_SELECTION, { listId: list.id, select: [big.id] });

    const invited = await company.client.op(INVITE_MATCHMAKING_SELECTION, { listId: list.id });
    expect(invited.errors).toEqual([]);
    expect(invited.data!.inviteMatchmakingSelection.invited).toBe(1);
    const sent = await company.client.op(CREATOR_INVITATIONS, { activationType: 'KEY', activationId: campaignId });
    expect(sent.data!.creatorInvitations.map((i) => [i.creatorId, i.status])).toEqual([[big.id, 'PENDING']]);

    // Static once generated: new statistics change nothing in the stored list.
    await sql(app.databaseUrl, 'update creator_statistics_summary set average_ccv = 1 where creator_id = ?', [big.id]);
    const again = await company.client.op(MATCHMAKING_LIST, { id: list.id });
    expect(again.data!.matchmakingList.results).toEqual({
      ...list.results,
      matches: list.results!.matches.map((m) => ({ ...m, selected: m.creatorId === big.id })),
    });
  });

  it('refuses a brief without an activation or an objective at its field, and stores nothing', async () => {
    const { company, brief } = await world();
    const noActivation = await company.client.op(GENERATE_MATCHMAKING_LIST, { input: { ...brief, activationId: null } });
    expect(noActivation.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.ACTIVATION_REQUIRED', field: 'activation' });
    const noObjective = await company.client.op(GENERATE_MATCHMAKING_LIST, { input: { ...brief, objective: null } });
    expect(noObjective.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.OBJECTIVE_REQUIRED', field: 'objective' });
    const badBudget = await company.client.op(GENERATE_MATCHMAKING_LIST, { input: { ...brief, totalBudgetCents: 0 } });
    expect(badBudget.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.INVALID_BRIEF_FIELD', field: 'budget.totalCents' });
    expect((await company.client.op(MATCHMAKING_LISTS)).data!.matchmakingLists).toEqual([]);
  });

  it("refuses another company's activation as the brief's activation", async () => {
    const { brief } = await world();
    const stranger = await signedInCompanyUser(app);
    const answer = await stranger.client.op(GENERATE_MATCHMAKING_LIST, { input: brief });
    expect(answer.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.ACTIVATION_REQUIRED', field: 'activation' });
  });

  it('refuses to select a creator that is not in the results, and to invite an empty selection', async () => {
    const { company, brief, creators } = await world();
    const list = (await company.client.op(GENERATE_MATCHMAKING_LIST, { input: brief })).data!.generateMatchmakingList;
    const abroad = creators[2]!;
    const refused = await company.client.op(CHANGE_MATCHMAKING_SELECTION, { listId: list.id, select: [abroad.id] });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.CREATOR_NOT_IN_RESULTS' });
    const empty = await company.client.op(INVITE_MATCHMAKING_SELECTION, { listId: list.id });
    expect(empty.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.EMPTY_SELECTION', field: 'creatorIds' });
  });

  it('says which filter left nobody and how many it would bring, and loosens it into a new list', async () => {
    const { company, brief, creators } = await world();
    const nordic = { ...brief, locations: ['NO'] };
    const empty = (await company.client.op(GENERATE_MATCHMAKING_LIST, { input: nordic })).data!.generateMatchmakingList;
    expect(empty.results!.matches).toEqual([]);
    const read = await company.client.op(MATCHMAKING_LIST, { id: empty.id });
    // Only the locations kept everyone out (creators of earlier tests are candidates too).
    const [looser, ...others] = read.data!.matchmakingList.looserFilters;
    expect([looser?.filter, others]).toEqual(['LOCATIONS', []]);

    const loosened = await company.client.op(LOOSEN_MATCHMAKING_LIST, { listId: empty.id, filter: 'LOCATIONS' });
    expect(loosened.errors).toEqual([]);
    const list = loosened.data!.loosenMatchmakingList;
    expect(list.id).not.toBe(empty.id);
    expect(list.brief.locations).toEqual([]);
    expect(list.results!.matches.map((m) => m.creatorId)).toEqual(expect.arrayContaining(creators.map((c) => c.id)));
    expect(list.results!.matches).toHaveLength(looser!.addsBack);
    // The max bid is above every list price already: raising it would make the same list.
    const nothing = await company.client.op(LOOSEN_MATCHMAKING_LIST, { listId: empty.id, filter: 'MAX_BID' });
    expect(nothing.errors[0]?.extensions).toMatchObject({ code: 'MATCHMAKING.NOTHING_TO_LOOSEN', field: 'filter' });
  });
});
