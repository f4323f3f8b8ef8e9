import { benchDemoSeed } from './demo-seed.bench.ts';
import { benchMatchmaking } from './matchmaking.bench.ts';
import { benchMatchmakingQuality } from './matchmaking-quality.bench.ts';
import { benchAuthenticityQuality } from './authenticity-quality.bench.ts';
import { benchKeyCampaigns } from './key-campaigns.bench.ts';
import { benchAuthTiming } from './auth-timing.bench.ts';
import { benchSignedInPath } from './signed-in-path.bench.ts';
import { benchPublicFirstLoad } from './public-first-load.bench.ts';
import { benchStatistics } from './statistics.bench.ts';
import { benchLedger } from './ledger.bench.ts';
import { benchWebhooks } from './webhooks.bench.ts';
import { benchUtmImport } from './utm-import.bench.ts';
import { markdownTable, type BenchResult } from './markdown-table.ts';

/** Every bench by name, run in this order. */
const benches: [name: string, run: () => BenchResult[] | Promise<BenchResult[]>][] = [
  ['matchmaking', () => [benchMatchmaking()]],
  ['matchmaking-quality', () => [benchMatchmakingQuality()]],
  ['authenticity-quality', () => [benchAuthenticityQuality()]],
  ['matchmaking-store', async () => (await import('./matchmaking-store.bench.ts')).benchMatchmakingStore()],
  ['demo-seed', async () => [await benchDemoSeed()]],
  ['key-campaigns', benchKeyCampaigns],
  ['signed-in-path', benchSignedInPath],
  ['auth-timing', benchAuthTiming],
  ['public-first-load', benchPublicFirstLoad],
  ['statistics', () => benchStatistics()],
  ['ledger', benchLedger],
  ['webhooks', benchWebhooks],
  ['utm-import', benchUtmImport],
];

/**
 * `npm run bench`: every speed and memory target, measured; exits 1 when one is missed.
 * `npm run bench -- webhooks utm-import`: only the benches so named.
 */
const names = process.argv.slice(2);
const unknown = names.filter((name) => !benches.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`No bench named ${unknown.join(', ')}; the benches: ${benches.map(([name]) => name).join(', ')}.`);
  process.exit(1);
}
const results: BenchResult[] = [];
for (const [name, run] of benches) if (names.length === 0 || names.includes(name)) results.push(...(await run()));
for (const result of results) console.log(`${result.met ? 'met   ' : 'MISSED'} ${result.name}: ${result.figures}`);
// The same figures as the table in docs/benchmarks.md, ready to paste there after a run on the reference machine.
console.log(`\n${markdownTable(results)}`);
process.exit(results.every((r) => r.met) ? 0 : 1);
