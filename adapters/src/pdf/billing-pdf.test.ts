import type { Statement, StatementLine } from '@lurkit/core/billing/application/invoices.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';
import { pageTexts } from '../testing/pdf-text.ts';
import { describe, expect, it } from 'vitest';
import { statementPdf } from './billing-pdf.ts';

const statementOf = (count: number, description = (i: number) => `Quest payment ${i + 1}`): Statement => {
  const lines: StatementLine[] = Array.from({ length: count }, (_, i) => ({
    id: `line-${i}`,
    date: new Date(Date.UTC(2026, 2, 1 + (i % 28), 12)),
    kind: 'QUEST',
    description: description(i),
    amount: 1_000 as Cents,
    invoiceId: null,
    documentId: null,
  }));
  return { month: '2026-03', lines, total: (count * 1_000) as Cents };
};

describe('statement PDF', () => {
  it('fits a short month on one page with its total', async () => {
    const pages = await pageTexts(await statementPdf({ companyName: 'Demo Studio', statement: statementOf(3) }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual(
      expect.arrayContaining(['Quest payment 3', 'Total', '$30.00', 'Page 1 of 1'].map((t) => expect.stringContaining(t))),
    );
  });

  it('goes on over further pages instead of leaving lines out, with the heads and page numbers on each', async () => {
    const pages = await pageTexts(await statementPdf({ companyName: 'Demo Studio', statement: statementOf(120) }));
    expect(pages.length).toBeGreaterThan(2);
    const text = pages.flat();
    for (let i = 1; i <= 120; i += 1) expect(text.filter((t) => t.endsWith(`Quest payment ${i}`))).toHaveLength(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Amount (USD)');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('$1,200.00');
  });

  it('cuts a description too long for its column so it never runs into the amount', async () => {
    const pages = await pageTexts(
      await statementPdf({ companyName: 'Demo Studio', statement: statementOf(1, () => 'A very long Quest name '.repeat(8)) }),
    );
    const described = pages[0]!.find((t) => t.includes('A very long Quest name'));
    expect(described).toMatch(/\.\.\.$/);
    expect(described!.length).toBeLessThan('A very long Quest name '.repeat(8).length);
  });
});
