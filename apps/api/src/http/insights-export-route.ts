import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import express, { type Router } from 'express';
import { RankInsightsCreators } from '@lurkit/core/insights/application/rank-insights-creators.ts';
import { StartCreatorsExport } from '@lurkit/core/insights/application/start-creators-export.ts';
import { INSIGHTS_PLATFORMS } from '@lurkit/core/insights/domain/saved-insights-filter.schema.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { localsOf } from './request-locals.ts';
import { UPLOAD_HEADER } from './code-upload-route.ts';

/**
 * Rows read per statement while the file streams: memory stays flat however many creators match.
 * Every page ranks the whole period again, so pages are large: 100,000 creators took over two
 * minutes in pages of 500 (bench/statistics.bench.ts measures the export), and a page of 5,000
 * holds a few MB.
 */
const PAGE = 5_000;
const COLUMNS = [
  'creator',
  'username',
  'tier',
  'countries',
  'hours_watched',
  'average_ccv',
  'peak_ccv',
  'streams',
  'hours_streamed',
  'videos',
  'video_views',
  'shorts',
  'short_views',
];

/** A name a spreadsheet would run as a formula (=, +, -, @) is written as text. */
const textCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const isPlatform = (value: unknown): value is ChannelProvider => (INSIGHTS_PLATFORMS as readonly unknown[]).includes(value);

/**
 * POST /api/insights/export {platform, filter}: the filtered Content creators list of one platform as
 * CSV, streamed page by page. The export counts against the company's monthly quota once checked
 * (spec 9); the custom header is the CSRF guard, as for code uploads.
 */
export function insightsExportRoute(): Router {
  const router = express.Router();
  router.post('/export', express.json({ limit: '16kb' }), async (req, res) => {
    const { session, scope } = localsOf(res);
    if (req.get(UPLOAD_HEADER) !== '1') {
      res.status(403).json({ code: 'FORBIDDEN', message: 'Exports come from the insights pages.' });
      return;
    }
    if (!session) {
      res.status(401).json({ code: 'UNAUTHENTICATED', message: 'You need to sign in to do this.' });
      return;
    }
    const company = session.user.company;
    if (!company) {
      res.status(403).json({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
      return;
    }
    const body: unknown = req.body;
    const platform = body && typeof body === 'object' ? Reflect.get(body, 'platform') : undefined;
    if (!isPlatform(platform)) {
      res.status(400).json({ code: 'VALIDATION.INVALID_FIELD', message: 'Choose Twitch, YouTube or TikTok.', field: 'platform' });
      return;
    }
    const started = await scope.transaction((tx) =>
      new StartCreatorsExport(tx.insights).execute({
        companyId: company.id,
        userId: session.user.id,
        platform,
        filter: Reflect.get(body ?? {}, 'filter'),
      }),
    );
    if (!started.ok) {
      const { code, message, field } = started.error;
      res.status(code === 'INSIGHTS.EXPORT_QUOTA_EXHAUSTED' ? 429 : 400).json({ code, message, field });
      return;
    }
    const { filter, quota } = started.value;
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="lurkit-creators-${platform}-${filter.days.from}-${filter.days.to}.csv"`,
      'x-exports-remaining': String(quota.remaining),
      'cache-control': 'no-store',
    });
    const rank = new RankInsightsCreators(scope.insights);
    async function* rows() {
      let after: string | null = null;
      do {
        const page = await rank.execute({ filter, limit: PAGE, after });
        if (!page.ok) return;
        for (const { creator, figures: f, tier } of page.value.rows) {
          const countries = [...new Set(creator.channels.map((c) => c.country))].join(' ');
          yield [
            textCell(creator.displayName),
            textCell(creator.username),
            tier,
            countries,
            f.hoursWatched.toFixed(1),
            f.averageCcv?.toFixed(1) ?? '',
            f.peakCcv,
            f.streams,
            f.streamHours.toFixed(1),
            f.videos,
            f.videoViews,
            f.shorts,
            f.shortViews,
          ];
        }
        after = page.value.hasNextPage ? page.value.endCursor : null;
      } while (after);
    }
    await pipeline(Readable.from(rows()), stringify({ header: true, columns: COLUMNS }), res);
  });
  return router;
}
