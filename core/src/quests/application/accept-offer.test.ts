import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import { PAYMENT_TIME_MS } from '../domain/quest-timing.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { AcceptOffer } from './accept-offer.ts';

describe('AcceptOffer', () => {
  it('confirms the creator offer for the company and waits for payment', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().build();
    await seedQuests(deps, { runs: [run] });

    const result = await new AcceptOffer(deps).execute({ actor: { party: 'COMPANY', companyId: run.companyId }, runId: run.id });

    expect(result.ok).toBe(true);
    expect(await deps.runs.findById(run.id)).toMatchObject({
      status: 'PENDING_PAYMENT',
      acceptedAt: deps.clock.now(),
      dueAt: addMs(deps.clock.now(), PAYMENT_TIME_MS),
    });
  });

  it('lets the creator accept a company counter, confirming the counter amount', async () => {
    const deps = questsTestDeps();
    const builder = aQuestRun().counteredBy('COMPANY', 33_300);
    const run = builder.build();
    deps.clock.set(builder.now);
    await seedQuests(deps, { runs: [run] });

    const result = await new AcceptOffer(deps).execute({ actor: { party: 'CREATOR', creatorId: run.creatorId }, runId: run.id });

    expect(result.ok && result.value.bids.at(-1)).toMatchObject({ by: 'COMPANY', amount: 33_300 });
  });

  it('refuses an offer whose response time has run out, leaving it for the expiry sweep', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().build();
    await seedQuests(deps, { runs: [run] });
    deps.clock.set(run.dueAt ?? deps.clock.now());

    const result = await new AcceptOffer(deps).execute({ actor: { party: 'COMPANY', companyId: run.companyId }, runId: run.id });

    expect(!result.ok && result.error.code).toBe('QUEST.DEADLINE_PASSED');
    expect((await deps.runs.findById(run.id))?.status).toBe('INITIAL_BID');
  });

  it('refuses a stranger', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().build();
    await seedQuests(deps, { runs: [run] });

    const result = await new AcceptOffer(deps).execute({ actor: { party: 'CREATOR', creatorId: 'someone-else' }, runId: run.id });

    expect(!result.ok && result.error.code).toBe('QUEST.NOT_PARTY');
  });
});
