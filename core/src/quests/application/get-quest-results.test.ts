import { describe, expect, it } from 'vitest';
import type { GivenPost } from '../ports/quest-content-figures.contract.ts';
import { aQuest, BUILDER_NOW } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { GetQuestResults } from './get-quest-results.ts';

const quest = aQuest().build();
const post = (creatorId: string, externalId: string, changes: Partial<GivenPost> = {}): GivenPost => ({
  creatorId,
  provider: 'youtube',
  externalId,
  postType: 'SHORTS',
  title: 'Short',
  gameName: 'Fjord Fishers',
  durationSeconds: 50,
  views: 1_000,
  hoursWatched: 10,
  averageCcv: 0,
  listed: true,
  postedAt: BUILDER_NOW,
  ...changes,
});

async function given() {
  const deps = questsTestDeps();
  const ada = 'creator-ada';
  const bo = 'creator-bo';
  const runs = {
    adaDone: aQuestRun({ quest, creatorId: ada, terms: { amount: 40_000 as never } })
      .paid()
      .submitted('https://youtu.be/ada1')
      .inPayout()
      .completed()
      .withBadge('SUPERB_CONTENT')
      .build(),
    adaStream: aQuestRun({ quest, creatorId: ada, terms: { platform: 'twitch', contentType: 'Stream', amount: 60_000 as never } })
      .paid()
      .submitted('https://www.twitch.tv/videos/777')
      .inPayout()
      .build(),
    boInReview: aQuestRun({ quest, creatorId: bo, terms: { amount: 20_000 as never } })
      .paid()
      .submitted('https://youtu.be/bo1')
      .build(),
    offer: aQuestRun({ quest, creatorId: 'creator-cy' }).build(),
    unpaid: aQuestRun({ quest, creatorId: 'creator-di' }).acceptedBy('COMPANY').build(),
  };
  await seedQuests(deps, { quests: [quest], runs: Object.values(runs) });
  deps.contentFigures.add([
    post(ada, 'ada1'),
    post(ada, '777', {
      provider: 'twitch',
      postType: 'STREAM',
      gameName: null,
      durationSeconds: 7_200,
      views: 300,
      hoursWatched: 90,
      averageCcv: 45,
    }),
    post(bo, 'bo1', { views: 5_000, hoursWatched: 50 }),
  ]);
  return { deps, runs, results: new GetQuestResults(deps) };
}

describe('GetQuestResults', () => {
  it('adds up approved content only, and what paid deals cost', async () => {
    const { results } = await given();

    const found = await results.execute({ companyId: quest.companyId, questId: quest.id });

    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.totals).toEqual({
      content: 2,
      views: 1_300,
      hoursWatched: 100,
      averageCcv: 45,
      creators: 2,
      spent: 120_000,
      costPerHourWatched: 1_200,
    });
    expect(found.value.funnel).toEqual({ offers: 5, accepted: 4, paid: 3, contentApproved: 2, completed: 1 });
  });

  it('groups by creator and by game, with the badges given', async () => {
    const { results } = await given();

    const found = await results.execute({ companyId: quest.companyId, questId: quest.id });

    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.creators.map((c) => [c.creatorId, c.deals, c.spent, c.hoursWatched, c.badges])).toEqual([
      ['creator-ada', 2, 100_000, 100, ['SUPERB_CONTENT']],
      ['creator-bo', 1, 20_000, 0, []],
    ]);
    expect(found.value.games.map((g) => [g.gameName, g.content, g.creators, g.views])).toEqual([
      [null, 1, 1, 300],
      ['Fjord Fishers', 1, 1, 1_000],
    ]);
  });

  it('lists submitted content with its review and figures, and deals past acceptance', async () => {
    const { results, runs } = await given();

    const found = await results.execute({ companyId: quest.companyId, questId: quest.id });

    if (!found.ok) throw new Error(found.error.message);
    const content = new Map(found.value.content.map((c) => [c.runId, c]));
    expect(content.size).toBe(3);
    expect(content.get(runs.boInReview.id)).toMatchObject({ review: 'inReview', figures: { views: 5_000 } });
    expect(content.get(runs.adaDone.id)).toMatchObject({ review: 'approved', url: 'https://youtu.be/ada1' });
    expect(found.value.activations.map((a) => a.run.id).sort()).toEqual(
      [runs.adaDone.id, runs.adaStream.id, runs.boInReview.id, runs.unpaid.id].sort(),
    );
  });

  it("ignores another creator's post behind a submitted link", async () => {
    const { deps, results } = await given();
    const thief = aQuestRun({ quest, creatorId: 'creator-eve' }).paid().submitted('https://youtu.be/famous').inPayout().build();
    await seedQuests(deps, { runs: [thief] });
    deps.contentFigures.add([post('creator-famous', 'famous', { views: 9_999_999 })]);

    const found = await results.execute({ companyId: quest.companyId, questId: quest.id });

    expect(found.ok && found.value.totals.views).toBe(1_300);
  });

  it("answers not found for another company's Quest", async () => {
    const { results } = await given();

    const found = await results.execute({ companyId: 'another-company', questId: quest.id });

    expect(!found.ok && found.error.code).toBe('QUEST.NOT_FOUND');
  });
});
