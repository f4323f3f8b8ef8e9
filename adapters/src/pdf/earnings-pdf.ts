import type { EarningsLine, EarningsStatement } from '@lurkit/core/quests/application/list-earnings-statements.ts';
import type { PDFDocument } from 'pdf-lib';
import { AMOUNT_COLUMN, day, ensureRoom, fitted, line, newDocument, numberPages, row, usd, type Writer } from './pdf-writer.ts';

/** Who the statement is for: the creator's name and where they are paid (the payout setup's label, never the account number). */
export interface EarningsStatementHolder {
  readonly name: string;
  readonly username: string;
  readonly payoutLabel: string | null;
}

/** A part of the statement: its lines under column heads (again over a page break), then its total. */
function section(
  pdf: PDFDocument,
  w: Writer,
  input: { heading: string; lines: readonly EarningsLine[]; totalLabel: string; total: number },
) {
  ensureRoom(pdf, w);
  w.y -= 8;
  line(w, input.heading, { size: 13, bold: true, gap: 20 });
  const heads = () => row(w, 'Date  Description', 'Amount (USD)', true);
  heads();
  if (input.lines.length === 0) line(w, 'None this year.');
  for (const l of input.lines) {
    ensureRoom(pdf, w, () => {
      line(w, `${input.heading} (continued)`, { bold: true, gap: 24 });
      heads();
    });
    row(w, fitted(w.font, `${day(l.date)}  ${l.description}`, AMOUNT_COLUMN - 50), usd(l.amount));
  }
  ensureRoom(pdf, w);
  w.y -= 6;
  row(w, input.totalLabel, usd(input.total), true);
}

/**
 * A creator's earnings statement for one calendar year (Stockholm time) as A4 PDF: the payouts that
 * reached them (returned ones as negative lines) with the total paid out, then what was released to
 * them for approved Quest runs (taken back after a dispute as negative lines) with the total earned.
 */
export async function earningsStatementPdf(input: { holder: EarningsStatementHolder; statement: EarningsStatement }): Promise<Uint8Array> {
  const { holder, statement } = input;
  const title = `Earnings statement ${statement.year}`;
  const { pdf, w } = await newDocument(title);
  line(w, title, { size: 16, bold: true, gap: 26 });
  line(w, `${holder.name} (@${holder.username})`);
  line(w, holder.payoutLabel ? `Paid to: ${holder.payoutLabel}` : 'Paid to: no payout setup on file');
  line(w, `1 Jan - 31 Dec ${statement.year}, dates in Stockholm time, amounts in USD.`, { size: 9, gap: 24 });
  section(pdf, w, { heading: 'Payouts', lines: statement.payouts, totalLabel: 'Total paid out', total: statement.paidOut });
  section(pdf, w, { heading: 'Earnings', lines: statement.earnings, totalLabel: 'Total earned', total: statement.earned });
  numberPages(pdf, w);
  return pdf.save();
}
