import { describe, expect, it } from 'vitest';
import { columnOf, readUtmReport } from './utm-report.ts';

const HEADER = 'Date,UTM Source,UTM Medium,UTM Campaign,UTM Content,UTM Term,Visits,Wishlists,Purchases,Activations';

describe('Steam UTM report: read and checked whole', () => {
  it('reads Steam’s columns however they are written, keeps Lurkit’s rows and sums one link’s day', () => {
    const read = readUtmReport(
      [
        `\ufeff${HEADER}`,
        '2026-11-01,lurkit,creator,camp-1,ada,,120,14,3,0',
        '2026-11-01,LURKIT,creator,camp-1,ada,spring,"1,030",6,1,1',
        '2026-11-01,twitter,social,launch,,,900,80,20,0',
        '',
        '2026-11-02,lurkit,creator,camp-1,bo,,5,0,0,0',
      ].join('\r\n'),
    );
    expect(read).toEqual({
      ok: true,
      report: {
        rowsRead: 4,
        rows: [
          { date: '2026-11-01', campaign: 'camp-1', content: 'ada', visits: 1150, wishlists: 20, purchases: 4, activations: 1 },
          { date: '2026-11-02', campaign: 'camp-1', content: 'bo', visits: 5, wishlists: 0, purchases: 0, activations: 0 },
        ],
      },
    });
  });

  it('matches header names loosely and ignores columns it does not use', () => {
    expect(['utm_campaign', 'Campaign', 'UTM-Content', 'Tracked Visits', 'Wishlist Adds', 'Platform'].map(columnOf)).toEqual([
      'campaign',
      'campaign',
      'content',
      'visits',
      'wishlists',
      null,
    ]);
    const read = readUtmReport('date,utm_source,utm_campaign,utm_content,visits,wishlists,platform\n2026-11-01,lurkit,"a,b",c,1,2,Windows');
    expect(read.ok && read.report.rows[0]).toMatchObject({ campaign: 'a,b', content: 'c', visits: 1, wishlists: 2, purchases: 0 });
  });

  it('refuses the whole file, naming each bad line and column', () => {
    const read = readUtmReport(
      [
        HEADER,
        '2026-11-01,lurkit,c,x,y,,1,1,0,0',
        '2026-02-30,lurkit,c,x,y,,1,1,0,0',
        '2026-11-03,lurkit,c,x,y,,-4,1.5,0,0',
        '2026-11-04,lurkit,c,x',
      ].join('\n'),
    );
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [3, 'Date', 'ATTRIBUTION.INVALID_DATE'],
      [4, 'Visits', 'ATTRIBUTION.INVALID_COUNT'],
      [4, 'Wishlists', 'ATTRIBUTION.INVALID_COUNT'],
      [5, 'file', 'ATTRIBUTION.WRONG_FIELD_COUNT'],
    ]);
  });

  it('refuses a file without the columns attribution needs, without rows, or ending inside quotes', () => {
    const missing = readUtmReport('date,utm_source,utm_campaign,visits\n2026-11-01,lurkit,c,1');
    expect(!missing.ok && missing.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [1, 'utm_content', 'ATTRIBUTION.MISSING_COLUMN'],
      [1, 'wishlists', 'ATTRIBUTION.MISSING_COLUMN'],
    ]);
    const empty = readUtmReport(`${HEADER}\n\n`);
    expect(!empty.ok && empty.problems.map((p) => p.code)).toEqual(['ATTRIBUTION.REPORT_EMPTY']);
    const unclosed = readUtmReport(`${HEADER}\n2026-11-01,lurkit,c,"x,y,,1,1,0,0`);
    expect(!unclosed.ok && unclosed.problems[0]).toMatchObject({ line: 2, code: 'ATTRIBUTION.UNCLOSED_QUOTE' });
  });

  it('refuses a campaign or content too long to be a Lurkit link', () => {
    const read = readUtmReport(`${HEADER}\n2026-11-01,lurkit,c,${'x'.repeat(201)},y,,1,1,0,0`);
    expect(!read.ok && read.problems[0]).toMatchObject({ line: 2, column: 'UTM Campaign', code: 'ATTRIBUTION.VALUE_TOO_LONG' });
  });
});
