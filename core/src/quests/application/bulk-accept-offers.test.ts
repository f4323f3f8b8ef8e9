import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { BulkAcceptOffers } from './bulk-accept-offers.ts';

describe('BulkAcceptOffers', () => {
  it('accepts every offer awaiting the company into a cart and reports the rest per item', async () => {
    const deps = questsTestDeps();
    const quest = aQuest().ownedBy('company-1').build();
    const offer = aQuestRun({ quest, terms: { amount: centsOf(10_000) } }).build();
    const creatorCounter = aQuestRun({ quest }).counteredBy('COMPANY', 20_000).counteredBy('CREATOR', 25_050).build();
    const companyCounter = aQuestRun({ quest }).counteredBy('COMPANY', 30_000).build();
    const accepted = aQuestRun({ quest }).acceptedBy('COMPANY').build();
    const otherCompany = aQuestRun().build();
    await seedQuests(deps, { runs: [offer, creatorCounter, companyCounter, accepted, otherCompany] });

    const ids = [offer.id, creatorCounter.id, companyCounter.id, accepted.id, offer.id];
    const outcome = await new BulkAcceptOffers(deps).execute({ companyId: 'company-1', runIds: ids });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const result = outcome.value;

    expect(result.cart.lines).toEqual([
      { runId: offer.id, questId: quest.id, creatorId: offer.creatorId, amount: 10_000 },
      { runId: creatorCounter.id, questId: quest.id, creatorId: creatorCounter.creatorId, amount: 25_050 },
    ]);
    expect(result.cart.total).toBe(35_050);
    expect(result.accepted.map((r) => r.status)).toEqual(['PENDING_PAYMENT', 'PENDING_PAYMENT']);
    expect(result.refused.map((r) => [r.runId, r.error.code])).toEqual([
      [companyCounter.id, 'QUEST.NOT_YOUR_TURN'],
      [accepted.id, 'STATE.TRANSITION_NOT_ALLOWED'],
    ]);
    expect((await deps.runs.findById(offer.id))?.status).toBe('PENDING_PAYMENT');
    expect((await deps.runs.findById(companyCounter.id))?.status).toBe('COUNTER_BID');
  });

  it("refuses the whole call when one id is another company's or unknown, accepting nothing", async () => {
    const deps = questsTestDeps();
    const quest = aQuest().ownedBy('company-1').build();
    const offer = aQuestRun({ quest }).build();
    const otherCompany = aQuestRun().build();
    await seedQuests(deps, { runs: [offer, otherCompany] });
    for (const [ids, code] of [
      [[offer.id, otherCompany.id], 'QUEST.NOT_PARTY'],
      [[offer.id, 'missing'], 'QUEST.RUN_NOT_FOUND'],
    ] as const) {
      const result = await new BulkAcceptOffers(deps).execute({ companyId: 'company-1', runIds: [...ids] });
      expect(!result.ok && result.error.code).toBe(code);
    }
    expect((await deps.runs.findById(offer.id))?.status).toBe('INITIAL_BID');
  });

  it('gives an empty cart when nothing can be accepted', async () => {
    const result = await new BulkAcceptOffers(questsTestDeps()).execute({ companyId: 'company-1', runIds: [] });
    expect(result.ok && result.value).toEqual({ cart: { lines: [], total: 0 }, accepted: [], refused: [] });
  });
});
