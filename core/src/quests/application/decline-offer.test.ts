import { describe, expect, it } from 'vitest';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { DeclineOffer } from './decline-offer.ts';

describe('DeclineOffer', () => {
  it('ends the bidding in BID_REJECTED', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().build();
    await seedQuests(deps, { runs: [run] });

    const result = await new DeclineOffer(deps).execute({ actor: { party: 'COMPANY', companyId: run.companyId }, runId: run.id });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({ status: 'BID_REJECTED', dueAt: null });
  });

  it('refuses to decline once the offer is accepted', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().acceptedBy('COMPANY').build();
    await seedQuests(deps, { runs: [run] });

    const result = await new DeclineOffer(deps).execute({ actor: { party: 'CREATOR', creatorId: run.creatorId }, runId: run.id });

    expect(!result.ok && result.error.code).toBe('STATE.TRANSITION_NOT_ALLOWED');
  });

  it('reports an unknown run', async () => {
    const result = await new DeclineOffer(questsTestDeps()).execute({ actor: { party: 'COMPANY', companyId: 'c' }, runId: 'missing' });
    expect(!result.ok && result.error.code).toBe('QUEST.RUN_NOT_FOUND');
  });
});
