import { csvRecords } from './csv-records.ts';
import { UTM_SOURCE } from './tracked-link.ts';

/*
 * Steam's UTM analytics report, as the Steamworks dashboard downloads it (.csv): one row per day and
 * unique combination of UTM parameters, with the traffic and conversions it brought. Steam's page
 * describes the breakdown (visits, wishlists, purchases, activations per UTM combination) but not
 * the file's exact header text, so headers are matched loosely: case, spaces, dashes and a `utm`
 * prefix do not matter ("UTM Campaign", "utm_campaign" and "campaign" are one column), a few known
 * synonyms are accepted ("Tracked Visits", "Wishlist Adds"), and columns we do not use are ignored.
 */

/** A column the import reads, by its normalised name. */
export type UtmColumn =
  'date' | 'source' | 'medium' | 'campaign' | 'content' | 'term' | 'visits' | 'wishlists' | 'purchases' | 'activations';

const REQUIRED: readonly UtmColumn[] = ['date', 'source', 'campaign', 'content', 'visits', 'wishlists'];
const COUNTS = ['visits', 'wishlists', 'purchases', 'activations'] as const;

const SYNONYMS: Readonly<Record<string, UtmColumn>> = {
  day: 'date',
  tracked_visits: 'visits',
  visit: 'visits',
  wishlist: 'wishlists',
  wishlist_adds: 'wishlists',
  wishlist_additions: 'wishlists',
  purchase: 'purchases',
  activation: 'activations',
};
const COLUMNS = new Set<string>(['date', 'source', 'medium', 'campaign', 'content', 'term', ...COUNTS]);

/** "UTM Campaign", "utm_campaign", "utm-campaign" and "Campaign" all read as `campaign`. */
export function columnOf(header: string): UtmColumn | null {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/^utm_?/, '');
  if (COLUMNS.has(name)) return name as UtmColumn;
  return SYNONYMS[name] ?? null;
}

/** The longest utm_campaign or utm_content kept: ours are UUIDs; a longer one is not a Lurkit link. */
export const UTM_VALUE_MAX = 200;
/** A refusal lists at most this many problems (and says how many there were). */
export const MAX_REPORTED_PROBLEMS = 50;

export interface UtmReportProblem {
  /** 1-based line of the file. */
  readonly line: number;
  /** The column's header as the file wrote it, or `file` for the file as a whole. */
  readonly column: string;
  readonly code: UtmProblemCode;
  readonly message: string;
}

export type UtmProblemCode =
  | 'ATTRIBUTION.REPORT_EMPTY'
  | 'ATTRIBUTION.MISSING_COLUMN'
  | 'ATTRIBUTION.UNCLOSED_QUOTE'
  | 'ATTRIBUTION.WRONG_FIELD_COUNT'
  | 'ATTRIBUTION.INVALID_DATE'
  | 'ATTRIBUTION.INVALID_COUNT'
  | 'ATTRIBUTION.VALUE_TOO_LONG';

/** One day's traffic of one Lurkit link (activation and creator), summed over the rows naming it. */
export interface UtmDayRow {
  /** ISO date, the report's day. */
  readonly date: string;
  readonly campaign: string;
  readonly content: string;
  readonly visits: number;
  readonly wishlists: number;
  readonly purchases: number;
  readonly activations: number;
}

export interface ReadUtmReport {
  /** Data rows in the file. */
  readonly rowsRead: number;
  /** Lurkit's rows (utm_source=lurkit), one per (date, campaign, content): other sources are the company's own marketing. */
  readonly rows: readonly UtmDayRow[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whole numbers, with or without thousands separators ("1,234" in a quoted field). */
const COUNT = /^(\d{1,3}(,\d{3})+|\d+)$/;

function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * Reads and checks the whole report. Any problem refuses all of it (the caller imports nothing);
 * otherwise Lurkit's rows come back summed per (date, campaign, content), so a report that splits one
 * link's day over several rows (another utm_term, say) counts it once.
 */
export function readUtmReport(text: string): { ok: true; report: ReadUtmReport } | { ok: false; problems: UtmReportProblem[] } {
  const { records, unclosedQuoteLine } = csvRecords(text);
  const problems: UtmReportProblem[] = [];
  if (unclosedQuoteLine !== null)
    problems.push({
      line: unclosedQuoteLine,
      column: 'file',
      code: 'ATTRIBUTION.UNCLOSED_QUOTE',
      message: 'A quoted field is never closed.',
    });
  const [header, ...data] = records;
  if (!header || data.length === 0) {
    problems.push({ line: header?.line ?? 1, column: 'file', code: 'ATTRIBUTION.REPORT_EMPTY', message: 'The file has no report rows.' });
    return { ok: false, problems };
  }
  const at = new Map<UtmColumn, number>();
  header.fields.forEach((name, index) => {
    const column = columnOf(name);
    if (column && !at.has(column)) at.set(column, index);
  });
  for (const column of REQUIRED)
    if (!at.has(column))
      problems.push({
        line: header.line,
        column: column === 'date' || COUNTS.includes(column as never) ? column : `utm_${column}`,
        code: 'ATTRIBUTION.MISSING_COLUMN',
        message: `The header has no ${column === 'date' || COUNTS.includes(column as never) ? column : `utm_${column}`} column.`,
      });
  if (problems.length > 0) return { ok: false, problems };

  const rows = new Map<string, { -readonly [K in keyof UtmDayRow]: UtmDayRow[K] }>();
  const width = header.fields.length;
  // A report repeats a few dozen days over its rows: each is checked once.
  const dates = new Map<string, boolean>();
  const isDate = (text: string) => {
    let valid = dates.get(text);
    if (valid === undefined) dates.set(text, (valid = isCalendarDate(text)));
    return valid;
  };
  for (const record of data) {
    if (record.fields.length !== width) {
      problems.push({
        line: record.line,
        column: 'file',
        code: 'ATTRIBUTION.WRONG_FIELD_COUNT',
        message: `The line has ${record.fields.length} fields; the header has ${width}.`,
      });
      continue;
    }
    const value = (column: UtmColumn) => {
      const index = at.get(column);
      return index === undefined ? '' : (record.fields[index] ?? '').trim();
    };
    const nameOf = (column: UtmColumn) => header.fields[at.get(column) ?? 0]?.trim() ?? column;
    const date = value('date');
    if (!isDate(date))
      problems.push({
        line: record.line,
        column: nameOf('date'),
        code: 'ATTRIBUTION.INVALID_DATE',
        message: `"${date}" is not a date (YYYY-MM-DD).`,
      });
    const counts = { visits: 0, wishlists: 0, purchases: 0, activations: 0 };
    for (const column of COUNTS) {
      const text = value(column);
      if (text === '' && !REQUIRED.includes(column)) continue;
      if (!COUNT.test(text)) {
        problems.push({
          line: record.line,
          column: nameOf(column),
          code: 'ATTRIBUTION.INVALID_COUNT',
          message: `"${text}" is not a whole number.`,
        });
        continue;
      }
      counts[column] = Number(text.replaceAll(',', ''));
    }
    const campaign = value('campaign');
    const content = value('content');
    for (const [column, text] of [
      ['campaign', campaign],
      ['content', content],
    ] as const)
      if (text.length > UTM_VALUE_MAX)
        problems.push({
          line: record.line,
          column: nameOf(column),
          code: 'ATTRIBUTION.VALUE_TOO_LONG',
          message: `Longer than ${UTM_VALUE_MAX} characters.`,
        });
    if (problems.length > 0 || value('source').toLowerCase() !== UTM_SOURCE) continue;
    const key = `${date}\n${campaign}\n${content}`;
    const row = rows.get(key) ?? { date, campaign, content, visits: 0, wishlists: 0, purchases: 0, activations: 0 };
    for (const column of COUNTS) row[column] += counts[column];
    rows.set(key, row);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, report: { rowsRead: data.length, rows: [...rows.values()] } };
}
