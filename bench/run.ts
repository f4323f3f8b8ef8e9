import { benchDemoSeed } from './demo-seed.bench.ts';
import { benchMatchmaking } from './matchmaking.bench.ts';
import { benchMatchmakingQuality } from './matchmaking-quality.bench.ts';
import { benchAuthenticityQuality } from './authenticity-quality.bench.ts';
import { benchKeyCampaigns } from './key-campaigns.bench.ts';
import { benchAuthTiming } from './auth-timing.bench.ts';
import { benchSignedInPath } from './signed-in-path.bench.ts';
import { markdownTable } from './markdown-table.ts';
import { benchPublicFirstLoad } from './public-first-load.bench.ts';
import { benchStatistics } from './statistics.bench.ts';
import { benchLedger } from './ledger.bench.ts';
import { benchWebhooks } from './webhooks.bench.ts';
import { benchUtmImport } from './utm-import.bench.ts';

/** `npm run bench`: every speed and memory target, measured; exits 1 when one is missed. */
const results = [
  benchMatchmaking(),
  benchMatchmakingQuality(),
  benchAuthenticityQuality(),
  ...(await (await import('./matchmaking-store.bench.ts')).benchMatchmakingStore()),
  await benchDemoSeed(),
  ...(await benchKeyCampaigns()),
  ...(await benchSignedInPath()),
  ...(await benchAuthTiming()),
  ...(await benchPublicFirstLoad()),
  ...(await benchStatistics()),
  ...(await benchLedger()),
  ...(await benchWebhooks()),
  ...(await benchUtmImport()),
];
for (const result of results) console.log(`${result.met ? 'met   ' : 'MISSED'} ${result.name}: ${result.figures}`);
// The same figures as the table in docs/benchmarks.md, ready to paste there after a run on the reference machine.
console.log(`\n${markdownTable(results)}`);
process.exit(results.every((r) => r.met) ? 0 : 1);
