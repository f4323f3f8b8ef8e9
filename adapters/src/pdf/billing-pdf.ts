import type { InvoiceDocument, Statement } from '@lurkit/core/billing/application/invoices.ts';
import { AMOUNT_COLUMN, day, ensureRoom, fitted, line, newDocument, numberPages, row, usd } from './pdf-writer.ts';

/** An invoice as A4 PDF: who is billed, the period, the amount in USD and its status. */
export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const { invoice } = doc;
  const { pdf, w } = await newDocument(`Invoice ${invoice.number}`);
  line(w, `Invoice ${invoice.number}`, { size: 16, bold: true, gap: 26 });
  row(w, 'Issued', day(invoice.issuedAt));
  row(
    w,
    'Status',
    invoice.status === 'paid' ? 'Paid' : invoice.status === 'failed' ? 'Payment failed' : invoice.status === 'void' ? 'Void' : 'Open',
  );
  w.y -= 10;
  line(w, 'Billed to', { bold: true });
  line(w, doc.companyName);
  if (doc.billingEmail) line(w, doc.billingEmail);
  w.y -= 16;
  row(w, 'Description', 'Amount (USD)', true);
  row(w, `${invoice.description}, ${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`, usd(invoice.amount));
  w.y -= 6;
  row(w, 'Total', usd(invoice.amount), true);
  return pdf.save();
}

/**
 * A month's statement: every plan invoice and Quest payment, with the month's total. A month with more
 * lines than a page holds goes on over as many pages as it needs, each with the column heads again and
 * "Page n of m", so no line is ever left out of the file while the total counts it.
 */
export async function statementPdf(input: { companyName: string; statement: Statement }): Promise<Uint8Array> {
  const { pdf, w } = await newDocument(`Statement ${input.statement.month}`);
  const title = `Statement ${input.statement.month}`;
  line(w, title, { size: 16, bold: true, gap: 26 });
  line(w, input.companyName, { gap: 30 });
  const heads = () => row(w, 'Date  Description', 'Amount (USD)', true);
  heads();
  for (const l of input.statement.lines) {
    ensureRoom(pdf, w, () => {
      line(w, `${title} (continued)`, { bold: true, gap: 24 });
      heads();
    });
    row(w, fitted(w.font, `${day(l.date)}  ${l.description}`, AMOUNT_COLUMN - 50), usd(l.amount));
  }
  ensureRoom(pdf, w);
  w.y -= 6;
  row(w, 'Total', usd(input.statement.total), true);
  numberPages(pdf, w);
  return pdf.save();
}
