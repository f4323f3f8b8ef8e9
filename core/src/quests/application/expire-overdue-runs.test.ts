import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { ExpireOverdueRuns } from './expire-overdue-runs.ts';

describe('ExpireOverdueRuns', () => {
  it('moves every overdue run to the failure end of its phase, and approves unreviewed content', async () => {
    const deps = questsTestDeps();
    const runs = {
      bid: aQuestRun().build(),
      payment: aQuestRun().acceptedBy().build(),
      content: aQuestRun().paid().build(),
      listing: aQuestRun({ terms: { contentType: 'Video' } })
        .paid()
        .submitted()
        .approved()
        .build(),
      review: aQuestRun().paid().submitted().build(),
    };
    await seedQuests(deps, { runs: Object.values(runs) });
    deps.clock.set(addMs(BUILDER_NOW, 30 * DAY_MS));

    const { expired } = await new ExpireOverdueRuns(deps).execute();

    expect(Object.fromEntries(expired.map((e) => [e.runId, [e.from, e.to]]))).toEqual({
      [runs.bid.id]: ['INITIAL_BID', 'BID_EXPIRED'],
      [runs.payment.id]: ['PENDING_PAYMENT', 'PAYMENT_EXPIRED'],
      [runs.content.id]: ['CONTENTPRODUCTION', 'CONTENT_SUBMISSION_DEADLINE_EXPIRED'],
      [runs.listing.id]: ['CONTENT_PUBLIC_AVAILABILITY_VERIFICATION', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED'],
      [runs.review.id]: ['CONTENTREVIEW', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION'],
    });
    expect((await deps.runs.findById(runs.payment.id))?.status).toBe('PAYMENT_EXPIRED');
  });

  it('expires a run exactly at its deadline and not 1 ms before', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().acceptedBy().build();
    await seedQuests(deps, { runs: [run] });
    const dueAt = run.dueAt ?? BUILDER_NOW;
    const expire = new ExpireOverdueRuns(deps);

    deps.clock.set(addMs(dueAt, -1));
    expect((await expire.execute()).expired).toEqual([]);
    deps.clock.set(dueAt);
    expect((await expire.execute()).expired).toEqual([{ runId: run.id, from: 'PENDING_PAYMENT', to: 'PAYMENT_EXPIRED' }]);
    // A second sweep finds nothing left to do.
    expect((await expire.execute()).expired).toEqual([]);
  });
});
