import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import express, { type Router } from 'express';
import { EachInsightsCreator } from '@lurkit/core/insights/application/rank-insights-creators.ts';
import { StartInsightsExport } from '@lurkit/core/insights/application/start-insights-export.ts';
import { INSIGHTS_PLATFORMS } from '@lurkit/core/insights/domain/saved-insights-filter.schema.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { EachInsightsGame } from '@lurkit/core/insights/application/each-insights-game.ts';
import { CheckPlanFeature } from '@lurkit/core/billing/application/check-plan-feature.ts';
import { localsOf } from './request-locals.ts';
import { UPLOAD_HEADER } from './code-upload-route.ts';
import { CREATOR_COLUMNS, creatorCells, GAME_COLUMNS, gameCells } from './insights-export-rows.ts';

/**
 * Rows read at a time from the one ranking statement while the file streams (through a cursor):
 * memory holds one batch however many creators match.
 */
const BATCH = 1_000;
const isPlatform = (value: unknown): value is ChannelProvider => (INSIGHTS_PLATFORMS as readonly unknown[]).includes(value);

/** The lists a file can hold: the livestream tabs' Content creators (the default) and Games. */
const LISTS = ['creators', 'games'] as const;
type ExportList = (typeof LISTS)[number];
const listOf = (value: unknown): ExportList | null =>
  value === undefined || value === null ? 'creators' : (LISTS.find((l) => l === value) ?? null);

/**
 * POST /api/insights/export {list?, platform, filter}: the filtered Content creators list (or, with
 * list "games", the Games list) of one platform as CSV, streamed page by page. Either export counts
 * against the company's monthly quota once checked (spec 9); the custom header is the CSRF guard, as
 * for code uploads.
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
    // The plan lock before the quota: a company without exports in its plan spends nothing.
    const unlocked = await new CheckPlanFeature(scope.billing).execute({ companyId: company.id, feature: 'insightsExports' });
    if (!unlocked.ok) {
      res.status(403).json({ code: unlocked.error.code, message: unlocked.error.message });
      return;
    }
    const body: unknown = req.body;
    const platform = body && typeof body === 'object' ? Reflect.get(body, 'platform') : undefined;
    if (!isPlatform(platform)) {
      res.status(400).json({ code: 'VALIDATION.INVALID_FIELD', message: 'Choose Twitch, YouTube or TikTok.', field: 'platform' });
      return;
    }
    const list = listOf(Reflect.get(body ?? {}, 'list'));
    if (!list) {
      res.status(400).json({ code: 'VALIDATION.INVALID_FIELD', message: 'Choose creators or games.', field: 'list' });
      return;
    }
    const started = await scope.transaction((tx) =>
      new StartInsightsExport(tx.insights).execute({
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
      'content-disposition': `attachment; filename="lurkit-${list}-${platform}-${filter.days.from}-${filter.days.to}.csv"`,
      'x-exports-remaining': String(quota.remaining),
      'cache-control': 'no-store',
    });
    const csv = stringify({ header: true, columns: list === 'games' ? GAME_COLUMNS : CREATOR_COLUMNS });
    const sent = pipeline(csv, res);
    const write = async (cells: (string | number)[]) => {
      // A client that went away ends the export (and its transaction) instead of waiting for a drain.
      if (csv.destroyed) throw new Error('The export was abandoned.');
      if (!csv.write(cells)) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
    };
    const written =
      list === 'games'
        ? new EachInsightsGame(scope.insights).execute(filter, BATCH, async (rows) => {
            for (const row of rows) await write(gameCells(row));
          })
        : new EachInsightsCreator(scope.insights).execute(filter, BATCH, async (rows) => {
            for (const row of rows) await write(creatorCells(row));
          });
    await written.then(
      () => csv.end(),
      (error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    await sent;
  });
  return router;
}
