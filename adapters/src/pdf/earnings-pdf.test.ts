import type { EarningsLine, EarningsStatement } from '@lurkit/core/quests/application/list-earnings-statements.ts';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../testing/pdf-text.ts';
import { earningsStatementPdf } from './earnings-pdf.ts';

const paid = (i: number, amount = 10_000): EarningsLine => ({
  id: `payout-${i}`,
  date: new Date(Date.UTC(2026, 4, 1 + (i % 28), 12)),
  kind: amount < 0 ? 'RETURNED' : 'PAID',
  description: `Payout paid: Quest ${i + 1}`,
  amount,
});

const statementOf = (payouts: EarningsLine[]): EarningsStatement => ({
  year: 2026,
  payouts,
  earnings: [
    { id: 'release-1', date: new Date('2026-04-20T10:00:00Z'), kind: 'EARNED', description: 'Quest run approved: Quest 1', amount: 10_000 },
  ],
  paidOut: payouts.reduce((sum, l) => sum + l.amount, 0),
  earned: 10_000,
});

const holder = { name: 'Anna Streams', username: 'anna', payoutLabel: 'PayPal a***@example.com' };

describe('earnings statement PDF', () => {
  it('names the creator and their payout details, and lists payouts and earnings with their totals', async () => {
    const [page] = await pageTexts(await earningsStatementPdf({ holder, statement: statementOf([paid(0), paid(1, -10_000)]) }));
    expect(page).toEqual(
      expect.arrayContaining([
        'Earnings statement 2026',
        'Anna Streams (@anna)',
        'Paid to: PayPal a***@example.com',
        '1 May 2026  Payout paid: Quest 1',
        '-$100.00',
        'Total paid out',
        '$0.00',
        'Total earned',
      ]),
    );
  });

  it('goes on over pages when a year has more payouts than a page holds, keeping the total at the end', async () => {
    const pages = await pageTexts(
      await earningsStatementPdf({ holder, statement: statementOf(Array.from({ length: 60 }, (_, i) => paid(i))) }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat().filter((text) => text.startsWith('1 May 2026') || /^\d+ May 2026  Payout/.test(text))).toHaveLength(60);
    expect(pages.flat()).toEqual(
      expect.arrayContaining(['Payouts (continued)', 'Total paid out', '$6,000.00', `Page ${pages.length} of ${pages.length}`]),
    );
  });
});
