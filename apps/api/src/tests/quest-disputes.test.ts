import { describe, expect, it } from 'vitest';
import { PAY_OUT_QUEST_RUN_JOB } from '@lurkit/adapters/jobs/quest-timers.job.ts';
import {
  DecideQuestDisputeMutation as DECIDE_DISPUTE,
  OpenQuestDisputeMutation as OPEN_DISPUTE,
  OpenQuestDisputesQuery as OPEN_DISPUTES,
} from '../../../web/src/quests/operations/quest-disputes.operations.ts';
import { signedInStaff } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { aPaidSubmittedRun as paidSubmittedRun } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { QUEST_RUN, REVIEW_QUEST_CONTENT } from './operations.ts';

const app = useTestApp();

const aPaidSubmittedRun = (name: string) => paidSubmittedRun(app, name);

const statusOf = async (client: HttpClient, runId: string) => (await client.op(QUEST_RUN, { id: runId })).data?.questRun;

describe('Quest disputes', () => {
  it('freeze a paid deal until staff refund the company through the payment provider', async () => {
    const { company, creator, runId } = await aPaidSubmittedRun('Disputed refund');
    const short = await company.client.op(OPEN_DISPUTE, { runId, reason: 'Bad' });
    expect(short.errors[0]?.extensions).toMatchObject({ code: 'QUEST.INVALID_FIELD', field: 'reason' });
    const opened = await company.client.op(OPEN_DISPUTE, { runId, reason: 'The stream showed another game for the whole hour.' });
    expect(opened.data?.openQuestDispute).toMatchObject({ status: 'CONTENTREVIEW', frozen: true });
    expect(
      (await creator.client.op(OPEN_DISPUTE, { runId, reason: 'I would like to dispute this one as well, twice.' })).errors[0]?.extensions
        ?.code,
    ).toBe('QUEST.DISPUTE_OPEN');
    expect(await statusOf(creator.client, runId)).toMatchObject({ frozen: true, dispute: { openedBy: 'COMPANY' } });

    const staff = await signedInStaff(app);
    expect((await company.client.op(OPEN_DISPUTES)).errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const queue = (await staff.client.op(OPEN_DISPUTES)).data!.openQuestDisputes;
    expect(queue.map((r) => r.id)).toContain(runId);
    expect(queue.find((r) => r.id === runId)).toMatchObject({ questName: 'Disputed refund', agreedAmount: { cents: 30_000 } });

    const decided = await staff.client.op(DECIDE_DISPUTE, { runId, decision: 'refund', note: 'The brief was not followed.' });
    expect(decided.data?.decideQuestDispute).toMatchObject({ status: 'REFUNDED', frozen: false });
    const refunds = await sql<{ amount_cents: number }>(
      app.databaseUrl,
      `select r.amount_cents from sandbox_refund r join quest_run q on q.payment_id = r.payment_id where q.id = ?`,
      [runId],
    );
    expect(refunds).toEqual([{ amount_cents: 30_000 }]);
    expect(await statusOf(creator.client, runId)).toMatchObject({
      status: 'REFUNDED',
      failed: true,
      dispute: { decision: 'refund', staffNote: 'The brief was not followed.' },
    });
    expect((await staff.client.op(DECIDE_DISPUTE, { runId, decision: 'refund', note: 'Again.' })).errors[0]?.extensions?.code).toBe(
      'QUEST.NO_OPEN_DISPUTE',
    );
  });

  it('hold an approved payout until staff release it; then the worker pays it out', async () => {
    const { company, creator, runId } = await aPaidSubmittedRun('Disputed payout');
    expect((await creator.client.op(OPEN_DISPUTE, { runId, reason: 'The company ignores the content it asked for.' })).errors).toEqual([]);
    // Approved while disputed: the run reaches payout, but nothing is paid while the dispute is open.
    expect((await company.client.op(REVIEW_QUEST_CONTENT, { runId, decision: 'approve' })).errors).toEqual([]);
    // No payout job of the run is left waiting or running (the worker finished any without paying): a
    // state to wait for, not a time.
    const payoutJobsLeft = () =>
      sql<{ left: number }>(
        app.databaseUrl,
        `select count(*)::int as left from pgboss.job where name = ? and singleton_key = ? and state in ('created', 'retry', 'active')`,
        [PAY_OUT_QUEST_RUN_JOB.name, `payout:${runId}`],
      );
    await expect.poll(payoutJobsLeft, { timeout: 20_000, interval: 100 }).toEqual([{ left: 0 }]);
    expect(await sql(app.databaseUrl, 'select id from quest_payout where reference = ?', [runId])).toEqual([]);
    const staff = await signedInStaff(app);
    expect((await staff.client.op(DECIDE_DISPUTE, { runId, decision: 'release', note: 'Content delivered as agreed.' })).errors).toEqual(
      [],
    );
    await expect.poll(async () => (await statusOf(creator.client, runId))?.status, { timeout: 20_000, interval: 500 }).toBe('COMPLETED');
  });
});
