import { ImportUtmReport } from '@lurkit/core/attribution/application/import-utm-report.ts';
import { readUtmReport } from '@lurkit/core/attribution/domain/utm-report.ts';
import { steamUtmReport } from '@lurkit/core/attribution/testing/steam-utm-report.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { MikroOrmUtmReports } from '@lurkit/adapters/postgres/attribution/mikro-orm-utm-reports.ts';
import { withBenchApp } from './bench-app.ts';
import type { BenchResult } from './markdown-table.ts';

/** A big Steam UTM report: 2,500 creator links over 40 days, 100,000 Lurkit rows (plus the company's own traffic). */
const LINKS = 2_500;
const DAYS = 40;
/** Read, checked whole and upserted in one transaction, under ten seconds. */
const IMPORT_TARGET_MS = 10_000;

export async function benchUtmImport(): Promise<BenchResult[]> {
  return withBenchApp({ poolMax: 2 }, async ({ orm, aCompany }) => {
    const companyId = await aCompany('Bench Games');
    const appId = 1145360;
    const campaign = globalThis.crypto.randomUUID();
    const links = Array.from({ length: LINKS }, () => ({ campaign, content: globalThis.crypto.randomUUID() }));
    const text = steamUtmReport({ firstDay: '2026-09-01', days: DAYS, links });
    const importOnce = async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await orm.em.fork().transactional((em) =>
        new ImportUtmReport({
          games: { steamGamesOf: async () => [{ appId, name: 'Bench game' }] },
          reports: new MikroOrmUtmReports(em),
          clock: systemClock,
        }).execute({ companyId, appId, text }),
      );
      if (!result.ok) throw new Error(result.error.message);
      // The app's own share of the time: on a loaded machine wall time also counts other processes.
      return { ms: performance.now() - started, cpuMs: process.cpuUsage(cpu).user / 1000, summary: result.value };
    };
    // Reading and checking the file alone, for where the time goes (the import does it again).
    const checkStarted = performance.now();
    if (!readUtmReport(text).ok) throw new Error('the generated report does not read');
    const checkMs = performance.now() - checkStarted;
    const first = await importOnce();
    // The same report again: every row an update, and the figures unchanged.
    const again = await importOnce();
    const rows = first.summary.rowsImported;
    return [
      {
        name: `UTM report import: ${rows.toLocaleString('en-US')} rows < ${IMPORT_TARGET_MS / 1000} s`,
        figures: `first ${(first.ms / 1000).toFixed(2)} s (app CPU ${(first.cpuMs / 1000).toFixed(2)} s, ${first.summary.inserted} inserted), again ${(again.ms / 1000).toFixed(2)} s (${again.summary.updated} updated), ${(text.length / 1_048_576).toFixed(1)} MB read and checked alone in ${(checkMs / 1000).toFixed(2)} s`,
        met: rows === LINKS * DAYS && first.ms < IMPORT_TARGET_MS && again.ms < IMPORT_TARGET_MS && again.summary.inserted === 0,
      },
    ];
  });
}
