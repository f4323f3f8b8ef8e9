import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { aFilledQuest, anOffer, approveCreatorForQuests, generalStep, publishQuest } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { COMPANY_QUEST_RUNS, SAVE_QUEST_STEP, SUBMIT_QUEST_OFFER } from './operations.ts';

const app = useTestApp();

describe('the request SLA for Quest offers over GraphQL', () => {
  it("a creator's offer waits the company's own response deadline; creator management lists it for that company only", async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'SLA launch');
    const saved = await company.client.op(SAVE_QUEST_STEP, {
      id: questId,
      step: 'general',
      values: { ...generalStep('SLA launch'), offerResponseDays: 3 },
    });
    expect(saved.data?.saveQuestStep).toMatchObject({ offerResponseDays: 3 });
    const tooLong = await company.client.op(SAVE_QUEST_STEP, {
      id: questId,
      step: 'general',
      values: { ...generalStep('SLA launch'), offerResponseDays: 31 },
    });
    expect(tooLong.errors[0]?.extensions).toMatchObject({ field: 'offerResponseDays' });
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    const before = Date.now();
    const offer = await creator.client.op(SUBMIT_QUEST_OFFER, anOffer(questId, 40_000));
    const run = offer.data!.submitQuestOffer;
    const dueAt = Date.parse(run.dueAt!);
    expect(dueAt).toBeGreaterThanOrEqual(before + 3 * DAY_MS - 60_000);
    expect(dueAt).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);

    const listed = await company.client.op(COMPANY_QUEST_RUNS, { tab: 'offers', first: 50 });
    expect(listed.data?.companyQuestRuns.edges.map((e) => [e.node.id, e.node.quest?.name])).toEqual([[run.id, 'SLA launch']]);
    const other = await signedInCompanyUser(app);
    const theirs = await other.client.op(COMPANY_QUEST_RUNS, { tab: 'offers', first: 50 });
    expect(theirs.data?.companyQuestRuns.edges).toEqual([]);
    const refused = await creator.client.op(COMPANY_QUEST_RUNS, { tab: 'offers', first: 50 });
    expect(refused.data).toBeNull();
  });
});
