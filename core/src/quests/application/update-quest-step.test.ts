import { describe, expect, it } from 'vitest';
import { aQuest } from '../testing/builders.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { UpdateQuestStep } from './update-quest-step.ts';

async function setup() {
  const deps = questsTestDeps();
  const quest = aQuest().ownedBy('company-1').withPublishState('draft').build();
  await seedQuests(deps, { quests: [quest] });
  const save = (step: 'general' | 'goalsAndInfo' | 'requirements' | 'creatorKit', values: unknown, companyId = 'company-1') =>
    new UpdateQuestStep(deps).execute({ companyId, questId: quest.id, step, values });
  return { deps, quest, save };
}

describe('UpdateQuestStep', () => {
  it('saves Goals and info whole', async () => {
    const { deps, quest, save } = await setup();
    const result = await save('goalsAndInfo', { talkingPoints: ['Co-op'], deliverables: ['One stream'], callToAction: 'Buy it' });
    expect(result.ok).toBe(true);
    expect(await deps.quests.findById(quest.id)).toMatchObject({
      talkingPoints: ['Co-op'],
      deliverables: ['One stream'],
      callToAction: 'Buy it',
    });
  });

  it('refuses an embargo on open delivery at its field and keeps the quest as it was', async () => {
    const { deps, quest, save } = await setup();
    const general = {
      name: 'Renamed',
      startDate: quest.startDate.toISOString(),
      endDate: quest.endDate.toISOString(),
      deliveryType: 'open',
      embargo: { date: '2025-03-20', time: '10:00', timezone: 'UTC' },
    };
    const result = await save('general', general);
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.EMBARGO_NOT_ALLOWED', field: 'embargo' });
    expect((await deps.quests.findById(quest.id))?.name).toBe(quest.name);
  });

  it('refuses Code Manager items and creator lists of another company', async () => {
    const { deps, save } = await setup();
    deps.assets.codeItems.set('mine', 'company-1');
    deps.assets.codeItems.set('theirs', 'company-2');
    deps.assets.creatorLists.set('their-list', 'company-2');
    expect((await save('creatorKit', { codeManagerItemIds: ['mine'] })).ok).toBe(true);
    const kit = await save('creatorKit', { codeManagerItemIds: ['mine', 'theirs'] });
    expect(!kit.ok && kit.error.code).toBe('QUEST.CODE_ITEM_NOT_OWNED');
    const requirements = {
      audience: Object.fromEntries(
        [
          'twitchFollowers',
          'twitchAverageConcurrentViewers',
          'youtubeSubscribers',
          'youtubeAverageConcurrentViewers',
          'youtubeAverageViewsPerVideo',
          'youtubeAverageViewsPerShort',
          'tiktokFollowers',
          'tiktokAverageViewsPerShort',
        ].map((k) => [k, null]),
      ),
      location: { countries: ['SE'], continents: [] },
      languages: ['sv'],
      creatorListIds: ['their-list'],
      whitelist: [],
      creatorProgramId: null,
      allowOffersFromAllCreators: true,
      vipAccess: true,
    };
    const refused = await save('requirements', requirements);
    expect(!refused.ok && refused.error.code).toBe('QUEST.CREATOR_LIST_NOT_OWNED');
    expect((await save('requirements', { ...requirements, creatorListIds: [] })).ok).toBe(true);
  });

  it("answers not found for another company's quest, and refuses changes while held for review", async () => {
    const { deps, quest, save } = await setup();
    const other = await save('goalsAndInfo', { talkingPoints: ['x'] }, 'company-2');
    expect(!other.ok && other.error.code).toBe('QUEST.NOT_FOUND');
    await deps.quests.save({ ...quest, publishState: 'waitingForReview' });
    const held = await save('goalsAndInfo', { talkingPoints: ['x'] });
    expect(!held.ok && held.error.code).toBe('QUEST.LOCKED');
  });
});
