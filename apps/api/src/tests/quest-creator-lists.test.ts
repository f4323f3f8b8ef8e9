import { NO_AUDIENCE_THRESHOLDS } from '@lurkit/core/requirements/domain/requirements.entity.ts';
import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { aFilledQuest, anOffer, approveCreatorForQuests, publishQuest } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  ADD_CREATORS_TO_LIST,
  COMPANY_QUEST,
  CREATE_CREATOR_LIST,
  CREATOR_QUEST,
  SAVE_QUEST_STEP,
  SUBMIT_QUEST_OFFER,
} from './operations.ts';

const app = useTestApp();

/** Spec 3's requirements asking nothing but membership of these lists. */
const requirements = (creatorListIds: string[]) => ({
  audience: NO_AUDIENCE_THRESHOLDS,
  location: { countries: [], continents: [] },
  languages: [],
  creatorListIds,
  whitelist: [],
  creatorProgramId: null,
  allowOffersFromAllCreators: false,
  vipAccess: true,
});

describe('a creator list in Quest requirements', () => {
  it('lets a listed creator meet the quest and send an offer; a creator off the list is told why and refused', async () => {
    const company = await signedInCompanyUser(app);
    const [listed, outsider] = [await signedInCreator(app), await signedInCreator(app)];
    const listedId = await approveCreatorForQuests(app, listed.username);
    await approveCreatorForQuests(app, outsider.username);
    const listId = (await company.client.op(CREATE_CREATOR_LIST, { name: 'Quest picks' })).data!.createCreatorList.id;
    await company.client.op(ADD_CREATORS_TO_LIST, { listId, creatorIds: [listedId] });

    const questId = await aFilledQuest(app, company.client, 'Listed only');
    const saved = await company.client.op(SAVE_QUEST_STEP, { id: questId, step: 'requirements', values: requirements([listId]) });
    expect(saved.errors).toEqual([]);
    const stored = (await company.client.op(COMPANY_QUEST, { id: questId })).data!.companyQuest.quest.requirements;
    expect(stored).toMatchObject({ creatorListIds: [listId] });
    await publishQuest(app, company.client, questId);

    const mine = await listed.client.op(CREATOR_QUEST, { id: questId });
    expect(mine.data!.quest).toMatchObject({ eligible: true, offerBlockers: [] });
    expect((await listed.client.op(SUBMIT_QUEST_OFFER, anOffer(questId))).errors).toEqual([]);

    const theirs = await outsider.client.op(CREATOR_QUEST, { id: questId });
    expect(theirs.data!.quest.eligible).toBe(false);
    expect(theirs.data!.quest.requirementGroups.find((g) => g.group === 'audience')).toMatchObject({
      status: 'NOT_MET',
      reasons: ["You are not on the company's creator lists for this campaign."],
    });
    expect(theirs.data!.quest.offerBlockers.map((b) => b.code)).toContain('QUEST.REQUIREMENTS_NOT_MET');
    const refused = await outsider.client.op(SUBMIT_QUEST_OFFER, anOffer(questId));
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'QUEST.REQUIREMENTS_NOT_MET' });
  });

  it("refuses another company's list in the requirements step, at that field, and keeps the requirements as they were", async () => {
    const [company, other] = [await signedInCompanyUser(app), await signedInCompanyUser(app)];
    const theirs = (await other.client.op(CREATE_CREATOR_LIST, { name: 'Theirs' })).data!.createCreatorList.id;
    const questId = await aFilledQuest(app, company.client, 'Borrowing a list');
    const saved = await company.client.op(SAVE_QUEST_STEP, { id: questId, step: 'requirements', values: requirements([theirs]) });
    expect(saved.errors[0]?.extensions).toMatchObject({ code: 'QUEST.CREATOR_LIST_NOT_OWNED', field: 'creatorListIds' });
    const stored = (await company.client.op(COMPANY_QUEST, { id: questId })).data!.companyQuest.quest.requirements;
    expect(stored).toMatchObject({ creatorListIds: [] });
  });
});
