import type { InvoiceDocument, Statement } from '@lurkit/core/billing/application/invoices.ts';
import { formatUsd, type Cents } from '@lurkit/core/shared/money.ts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const STOCKHOLM_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', year: 'numeric', month: 'short', day: 'numeric' });
const day = (date: Date) => STOCKHOLM_DATE.format(date);
// Statement amounts are signed (a refund line is negative); formatting is the same either way.
const usd = (amount: Cents | number) => formatUsd(amount as Cents);
/** A4 in points. */
const PAGE_SIZE: [number, number] = [595.28, 841.89];

/** The standard fonts encode WinAnsi only: anything else (a company name in another script) becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

function line(w: Writer, text: string, options: { x?: number; size?: number; bold?: boolean; gap?: number } = {}) {
  const size = options.size ?? 11;
  w.page.drawText(winAnsi(text), { x: options.x ?? 50, y: w.y, size, font: options.bold ? w.bold : w.font, color: rgb(0.1, 0.1, 0.1) });
  if (options.gap !== 0) w.y -= options.gap ?? size + 6;
}

function row(w: Writer, left: string, right: string, bold = false) {
  line(w, left, { bold, gap: 0 });
  const font = bold ? w.bold : w.font;
  const text = winAnsi(right);
  w.page.drawText(text, { x: 545 - font.widthOfTextAtSize(text, 11), y: w.y, size: 11, font, color: rgb(0.1, 0.1, 0.1) });
  w.y -= 17;
}

async function newDocument(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Lurkit');
  // A fixed date keeps the same invoice's file byte for byte the same on every download.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage(PAGE_SIZE);
  const w: Writer = {
    page,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: 780,
  };
  line(w, 'Lurkit', { size: 20, bold: true, gap: 30 });
  return { pdf, w };
}

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

/** Below this the next row would run into the page number, so the statement goes on over the page. */
const BOTTOM = 80;
const AMOUNT_COLUMN = 430;

/** Cuts text to fit a width, with an ellipsis, so a long description never runs into the amount. */
function fitted(font: PDFFont, text: string, width: number, size = 11) {
  const safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let end = safe.length;
  while (end > 0 && font.widthOfTextAtSize(`${safe.slice(0, end)}...`, size) > width) end -= 1;
  return `${safe.slice(0, end)}...`;
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
    if (w.y < BOTTOM) {
      w.page = pdf.addPage(PAGE_SIZE);
      w.y = 780;
      line(w, `${title} (continued)`, { bold: true, gap: 24 });
      heads();
    }
    row(w, fitted(w.font, `${day(l.date)}  ${l.description}`, AMOUNT_COLUMN - 50), usd(l.amount));
  }
  if (w.y < BOTTOM) {
    w.page = pdf.addPage(PAGE_SIZE);
    w.y = 780;
  }
  w.y -= 6;
  row(w, 'Total', usd(input.statement.total), true);
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, { x: 545 - w.font.widthOfTextAtSize(label, 9), y: 40, size: 9, font: w.font, color: rgb(0.4, 0.4, 0.4) });
  });
  return pdf.save();
}
