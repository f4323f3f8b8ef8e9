import { rollUpDays } from '@lurkit/adapters/postgres/insights/statistics-rollups.ts';
import { type Execute } from '@lurkit/adapters/postgres/shared/bound-query.ts';
import { periodDays } from '@lurkit/core/insights/domain/statistics-days.ts';
import type { BenchResult } from './markdown-table.ts';
import { aSignedInCompanyOwner } from './bench-accounts.ts';
import { seconds } from './timings.ts';
import { creatorId, gameId, gameOf, insertCreators, EXPORT_ROWS, EXPORT_MEMORY_TARGET_MB } from './statistics-world.ts';

/**
 * 95,000 more creators with one Twitch stream each this month (rolled up by the same job), then a
 * company downloads the Twitch list of the last 30 days through POST /api/insights/export (the
 * livestream list holds only creators who streamed, so it is the streams' platform): rows
 * counted as they arrive, never held, and the process's peak memory above its start.
 */
export async function measureExport(execute: Execute, appUrl: string, creators: number): Promise<BenchResult> {
  await insertCreators(execute, creators + 1, EXPORT_ROWS);
  await execute(
    `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
     select gen_random_uuid(), ${creatorId('n')}, 'twitch', 'extra-live-' || n, 'STREAM', 'Live', ${gameId(gameOf('n', '0'))},
       3600, 0, (5 + n % 100) * 3600, 5 + n % 100, 10 + n % 200, true, now() - make_interval(secs => (n % 25) * 86400 + 3600)
     from generate_series(?::int + 1, ?::int) n`,
    [creators, EXPORT_ROWS],
  );
  const month = periodDays(30, new Date());
  await rollUpDays(execute, month.from, month.to);
  await execute('vacuum analyze creator_post, creator_daily_statistics, user_account', []);
  const [expected] = await execute<{ count: string }[]>(
    `select count(*) as count from (select creator_id from creator_daily_statistics where provider = 'twitch' and day between ?::date and ?::date
     group by creator_id having sum(streams) > 0) streamed`,
    [month.from, month.to],
  );

  const { token, companyId } = await aSignedInCompanyOwner(execute);
  // Exports are a Pro feature (checked on the server before the quota): the bench company has bought it.
  await execute(
    `insert into company_subscription (company_id, plan, status, provider, customer_id, subscription_id, current_period_end, cancel_at_period_end, updated_at)
     values (?, 'pro', 'active', 'sandbox', null, null, now() + interval '30 days', false, now())`,
    [companyId],
  );

  // Flat means what the process keeps, not how much garbage it makes between collections: every
  // second a full collection, then the heap still in use (the file held in memory would be in it).
  // The peak heap and resident size between collections are printed beside it.
  const gc = globalThis.gc ?? (() => undefined);
  gc();
  const baseline = process.memoryUsage();
  let peakKept = baseline.heapUsed;
  let peakHeap = baseline.heapUsed;
  let peakRss = baseline.rss;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const sampler = setInterval(sample, 10);
  const collector = setInterval(() => {
    sample();
    gc();
    peakKept = Math.max(peakKept, process.memoryUsage().heapUsed);
  }, 1_000);
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/insights/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lurkit-upload': '1', cookie: `lurkit.session-token=${token}` },
    body: JSON.stringify({ platform: 'twitch', filter: { aggregationPeriodDays: 30 } }),
  });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const exportMs = performance.now() - started;
  clearInterval(sampler);
  clearInterval(collector);
  sample();
  const keptMb = (peakKept - baseline.heapUsed) / 1024 / 1024;
  const heapMb = (peakHeap - baseline.heapUsed) / 1024 / 1024;
  const rssMb = (peakRss - baseline.rss) / 1024 / 1024;
  const rows = lines - 1;
  const wanted = Number(expected?.count);
  return {
    name: `export ${EXPORT_ROWS.toLocaleString('en-US')} creators as CSV`,
    figures: `${response.status === 200 ? '' : `answered ${response.status}: `}${rows} rows (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds(exportMs)}, heap kept +${keptMb.toFixed(0)} MB at most (target < ${EXPORT_MEMORY_TARGET_MB} MB); between collections heap +${heapMb.toFixed(0)} MB, resident +${rssMb.toFixed(0)} MB`,
    met: response.status === 200 && rows === wanted && rows >= EXPORT_ROWS && keptMb < EXPORT_MEMORY_TARGET_MB,
  };
}
