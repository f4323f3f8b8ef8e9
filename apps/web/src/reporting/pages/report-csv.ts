import type { ReportingTab } from '@lurkit/core/reporting/domain/reporting.schema.ts';
import type { CompanyReport } from '../operations/reporting.operations.ts';
import { activationRows, contentRows, creatorRows, gameRows } from './report-rows.ts';

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break; a leading = + - @ is
 * escaped with an apostrophe so a spreadsheet never runs a creator's title as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(Math.round(value * 100) / 100) : value.replace(/^([=+\-@\t\r])/, "'$1");
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: (string | number | null)[]) => fields.map(csvField).join(',');
const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
/** Stockholm wall time, as people read the report (spec: times shown Europe/Stockholm), sortable as text. */
const STOCKHOLM_TIME = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });
const FIGURE_HEADERS = [
  'Content pieces',
  'Reach (views)',
  'Hours watched',
  'Spend (USD)',
  'Cost per hour watched (USD)',
  'Wishlists',
  'Cost per wishlist (USD)',
  'Wishlists per hour watched',
];

/** The tab's rows as a CSV file, money in dollars with two decimals (USD). */
export function reportCsv(report: CompanyReport, tab: ReportingTab): string {
  if (tab === 'content') {
    const rows = contentRows(report).map((c) =>
      line([
        c.title,
        c.type,
        c.creatorName,
        c.gameName,
        c.activationNames.join('; '),
        STOCKHOLM_TIME.format(new Date(c.createdAt)),
        c.views,
        c.hoursWatched,
      ]),
    );
    return (
      [line(['Content', 'Type', 'Creator', 'Game', 'Counts for', 'Published (Stockholm time)', 'Views', 'Hours watched']), ...rows].join(
        '\n',
      ) + '\n'
    );
  }
  const rows = tab === 'activations' ? activationRows(report) : tab === 'creators' ? creatorRows(report) : gameRows(report);
  const name = { activations: 'Activation', creators: 'Creator', games: 'Game' }[tab];
  // A creator's row is one creator: the count of creators means something on the other tabs only.
  const counted = tab !== 'creators';
  const body = rows.map((r) =>
    line([
      r.name,
      ...(tab === 'activations' ? [r.detail ?? ''] : []),
      ...(counted ? [r.figures.creators] : []),
      r.figures.contentPieces,
      r.figures.reach,
      r.figures.hoursWatched,
      dollars(r.figures.costCents),
      dollars(r.figures.costPerHourWatchedCents),
      r.figures.wishlists,
      dollars(r.figures.costPerWishlistCents),
      r.figures.wishlistsPerHourWatched,
    ]),
  );
  const headers = [name, ...(tab === 'activations' ? ['Kind'] : []), ...(counted ? ['Creators'] : []), ...FIGURE_HEADERS];
  return [line(headers), ...body].join('\n') + '\n';
}
