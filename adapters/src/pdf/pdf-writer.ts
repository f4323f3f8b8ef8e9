import { formatUsd, type Cents } from '@lurkit/core/shared/money.ts';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const STOCKHOLM_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', year: 'numeric', month: 'short', day: 'numeric' });
export const day = (date: Date) => STOCKHOLM_DATE.format(date);
// Statement amounts are signed (a refund line is negative); formatting is the same either way.
export const usd = (amount: Cents | number) => formatUsd(amount as Cents);
/** A4 in points. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];

/** The standard fonts encode WinAnsi only: anything else (a company name in another script) becomes '?'. */
export const winAnsi = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

export interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

export function line(w: Writer, text: string, options: { x?: number; size?: number; bold?: boolean; gap?: number } = {}) {
  const size = options.size ?? 11;
  w.page.drawText(winAnsi(text), { x: options.x ?? 50, y: w.y, size, font: options.bold ? w.bold : w.font, color: rgb(0.1, 0.1, 0.1) });
  if (options.gap !== 0) w.y -= options.gap ?? size + 6;
}

export function row(w: Writer, left: string, right: string, bold = false) {
  line(w, left, { bold, gap: 0 });
  const font = bold ? w.bold : w.font;
  const text = winAnsi(right);
  w.page.drawText(text, { x: 545 - font.widthOfTextAtSize(text, 11), y: w.y, size: 11, font, color: rgb(0.1, 0.1, 0.1) });
  w.y -= 17;
}

export async function newDocument(title: string) {
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

/** Below this the next row would run into the page number, so the statement goes on over the page. */
export const BOTTOM = 80;
export const AMOUNT_COLUMN = 430;

/** Cuts text to fit a width, with an ellipsis, so a long description never runs into the amount. */
export function fitted(font: PDFFont, text: string, width: number, size = 11) {
  const safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let end = safe.length;
  while (end > 0 && font.widthOfTextAtSize(`${safe.slice(0, end)}...`, size) > width) end -= 1;
  return `${safe.slice(0, end)}...`;
}

/** Goes on over a new page when the next row would run into the page number, with the page's heading again. */
export function ensureRoom(pdf: PDFDocument, w: Writer, continued?: () => void) {
  if (w.y >= BOTTOM) return;
  w.page = pdf.addPage(PAGE_SIZE);
  w.y = 780;
  continued?.();
}

/** "Page n of m" at the foot of every page, once all are written. */
export function numberPages(pdf: PDFDocument, w: Writer) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, { x: 545 - w.font.widthOfTextAtSize(label, 9), y: 40, size: 9, font: w.font, color: rgb(0.4, 0.4, 0.4) });
  });
}
