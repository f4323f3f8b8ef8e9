import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { aFilledQuest, anAcceptedOffer, approveCreatorForQuests, publishQuest } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { putKeyCampaignLive } from '../testing/keys-world.ts';
import { COMPANY_RUN_EVENTS, CREATE_KEY_CAMPAIGN, REQUEST_KEY, REVIEW_KEY_PARTICIPANTS } from './operations.ts';

const app = useTestApp();

/** A company with a live Key campaign a creator asked on and was accepted to, and a Quest whose offer it accepted. */
async function companyWithRuns() {
  const company = await signedInCompanyUser(app);
  const campaignId = (await company.client.op(CREATE_KEY_CAMPAIGN, { kind: 'standard', name: 'Timeline keys' })).data!.createKeyCampaign.id;
  await putKeyCampaignLive(app, campaignId);
  const keyCreator = await signedInCreator(app);
  const requested = await keyCreator.client.op(REQUEST_KEY, { campaignId });
  expect(requested.errors).toEqual([]);
  const reviewed = await company.client.op(REVIEW_KEY_PARTICIPANTS, {
    campaignId,
    participantIds: [requested.data!.requestKey.id],
    decision: 'accept',
  });
  expect(reviewed.errors).toEqual([]);
  const questId = await aFilledQuest(app, company.client, 'Timeline quest');
  await publishQuest(app, company.client, questId);
  const questCreator = await signedInCreator(app);
  await approveCreatorForQuests(app, questCreator.username);
  await anAcceptedOffer(questCreator.client, company.client, questId);
  return { company, keyCreator, questCreator };
}

describe('company run events (the company home timeline)', () => {
  it('merges Key campaign and Quest run events newest first, each naming its activation and creator, and pages by cursor', async () => {
    const { company } = await companyWithRuns();
    const all = await company.client.op(COMPANY_RUN_EVENTS, { first: 50 });
    expect(all.errors).toEqual([]);
    const events = all.data!.companyRunEvents.edges.map((e) => e.node);
    expect(events.map((e) => [e.activationType, e.activationName, e.type, e.by])).toEqual([
      ['QUEST', 'Timeline quest', 'accepted', 'COMPANY'],
      ['QUEST', 'Timeline quest', 'created', 'USER'],
      ['KEY', 'Timeline keys', 'accepted', 'COMPANY'],
      ['KEY', 'Timeline keys', 'created', 'USER'],
    ]);
    expect(events.every((e) => e.creatorName.length > 0)).toBe(true);
    const times = events.map((e) => Date.parse(String(e.at)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const firstPage = await company.client.op(COMPANY_RUN_EVENTS, { first: 3 });
    const { pageInfo } = firstPage.data!.companyRunEvents;
    expect(pageInfo.hasNextPage).toBe(true);
    const next = await company.client.op(COMPANY_RUN_EVENTS, { first: 3, after: pageInfo.endCursor });
    const paged = [...firstPage.data!.companyRunEvents.edges, ...next.data!.companyRunEvents.edges].map((e) => e.node.id);
    expect(paged).toEqual(events.map((e) => e.id));
    expect(next.data!.companyRunEvents.pageInfo.hasNextPage).toBe(false);
  });

  it('shows another company none of these events, and refuses creators and visitors', async () => {
    await companyWithRuns();
    const other = await signedInCompanyUser(app);
    const theirs = await other.client.op(COMPANY_RUN_EVENTS, { first: 50 });
    expect(theirs.errors).toEqual([]);
    expect(theirs.data!.companyRunEvents.edges).toEqual([]);
    const creator = await signedInCreator(app);
    expect((await creator.client.op(COMPANY_RUN_EVENTS, {})).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().op(COMPANY_RUN_EVENTS, {})).data).toBeNull();
  });
});
