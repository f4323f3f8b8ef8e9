import { pageTexts } from '@lurkit/adapters/testing/pdf-text.ts';
import { stockholmYear } from '@lurkit/core/quests/application/list-earnings-statements.ts';
import { formatUsd, type Cents } from '@lurkit/core/shared/money.ts';
import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { answerSandbox } from '../testing/billing-world.ts';
import { sql } from '../testing/direct-db.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { aPaidSubmittedRun, aPayoutPaidAt, approveCreatorForQuests } from '../testing/quests-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CONFIRM_QUEST_CONTENT_PUBLIC, MY_WALLET, QUEST_RUN, REVIEW_QUEST_CONTENT } from './operations.ts';

const app = useTestApp();

/** The amount printed right of a label in the PDF (each text is drawn on its own). */
async function pdfAmount(client: HttpClient, path: string, label: string) {
  const answer = await client.request(path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const texts = (await pageTexts(new Uint8Array(await answer.arrayBuffer()))).flat();
  return { texts, amount: texts[texts.indexOf(label) + 1] };
}

describe("a creator's yearly earnings statement", () => {
  it("totals the year's payouts to the wallet's paid figure, in the list and in the PDF, from an approved run the worker paid out", async () => {
    const { company, creator, runId } = await aPaidSubmittedRun(app, 'Statement Quest');
    expect((await company.client.op(REVIEW_QUEST_CONTENT, { runId, decision: 'approve' })).errors).toEqual([]);
    await sql(app.databaseUrl, `insert into sandbox_video (url, visibility, updated_at) values (?, 'public', now())`, [
      'https://www.twitch.tv/videos/777',
    ]);
    expect((await creator.client.op(CONFIRM_QUEST_CONTENT_PUBLIC, { runId })).errors).toEqual([]);
    await expect
      .poll(async () => (await creator.client.op(QUEST_RUN, { id: runId })).data?.questRun.status, { timeout: 20_000, interval: 300 })
      .toBe('COMPLETED');
    // On its way: no year has a payout yet, though the earning is there.
    const onItsWay = (await creator.client.op(MY_WALLET)).data!;
    expect(onItsWay.myWallet).toMatchObject({ onItsWay: { cents: 30_000 }, paid: { cents: 0 } });
    expect(onItsWay.myEarningsStatements.map((s) => [s.earned.cents, s.paidOut.cents])).toEqual([[30_000, 0]]);
    const [payout] = await sql<{ id: string }>(app.databaseUrl, 'select id from quest_payout where reference = ?', [runId]);
    await answerSandbox(company.client, `/dev/payouts/${payout!.id}`, 'paid');

    const { myWallet, myEarningsStatements } = (await creator.client.op(MY_WALLET)).data!;
    expect(myWallet.paid.cents).toBe(30_000);
    const [paidAt] = await sql<{ at: Date }>(
      app.databaseUrl,
      `select posted_at as at from ledger_transaction where cause = 'payoutPaid' and reference = ?`,
      [payout!.id],
    );
    const [statement] = myEarningsStatements;
    expect(myEarningsStatements).toHaveLength(1);
    expect(statement).toMatchObject({
      year: stockholmYear(new Date(paidAt!.at)),
      paidOut: { cents: myWallet.paid.cents },
      earned: { cents: 30_000 },
    });
    const { texts, amount } = await pdfAmount(creator.client, statement!.pdfPath, 'Total paid out');
    expect(amount).toBe(formatUsd(myWallet.paid.cents as Cents));
    expect(texts).toEqual(expect.arrayContaining(['Paid to: PayPal (sandbox)', expect.stringContaining('Payout paid: Statement Quest')]));
  });

  it('puts a payout at 23:30 UTC on 31 December 2025 in the 2026 statement, as Stockholm reads the date', async () => {
    const creator = await signedInCreator(app);
    const creatorId = await approveCreatorForQuests(app, creator.username);
    await aPayoutPaidAt(app, creatorId, '2025-12-31T22:59:00Z', 10_000);
    await aPayoutPaidAt(app, creatorId, '2025-12-31T23:30:00Z', 25_000);
    const { myWallet, myEarningsStatements } = (await creator.client.op(MY_WALLET)).data!;
    expect(myEarningsStatements.map((s) => [s.year, s.paidOut.cents])).toEqual([
      [2026, 25_000],
      [2025, 10_000],
    ]);
    expect(myEarningsStatements.reduce((sum, s) => sum + s.paidOut.cents, 0)).toBe(myWallet.paid.cents);
    expect((await pdfAmount(creator.client, '/api/earnings/statements/2026.pdf', 'Total paid out')).amount).toBe('$250.00');
    expect((await pdfAmount(creator.client, '/api/earnings/statements/2025.pdf', 'Total paid out')).amount).toBe('$100.00');
    const none = await creator.client.request('/api/earnings/statements/2024.pdf');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'QUEST.EARNINGS_STATEMENT_NOT_FOUND' });
    expect((await creator.client.request('/api/earnings/statements/latest.pdf')).status).toBe(404);
  });
});
