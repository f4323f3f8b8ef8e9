import { aBrief, generateCandidates } from '@lurkit/core/matchmaking/testing/builders.ts';
import { rankCreators } from '@lurkit/core/matchmaking/domain/rank-creators.ts';

/** Matchmaking must rank 100,000 creators quickly. Targets are for the 2-core CI machines. */
export const MATCHMAKING_TARGETS = { creators: 100_000, medianMs: 250, heapMb: 128 };

export function benchMatchmaking(runs = 7) {
  const creators = generateCandidates(MATCHMAKING_TARGETS.creators);
  const brief = aBrief({ gameId: 'game-main' });
  rankCreators(brief, creators); // warm-up: JIT and lazy initialisation are not what we measure
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const matches = rankCreators(brief, creators);
    timings.push(performance.now() - started);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    if (matches.length === 0) throw new Error('The benchmark brief matched nobody: it measures nothing.');
  }
  timings.sort((a, b) => a - b);
  const medianMs = timings[Math.floor(timings.length / 2)] ?? Number.NaN;
  const heapMb = (heapPeak - heapBefore) / 2 ** 20;
  return {
    name: `rank ${MATCHMAKING_TARGETS.creators.toLocaleString('en')} creators`,
    figures: `median ${medianMs.toFixed(0)} ms (target < ${MATCHMAKING_TARGETS.medianMs}), extra heap ${heapMb.toFixed(0)} MB (target < ${MATCHMAKING_TARGETS.heapMb})`,
    met: medianMs < MATCHMAKING_TARGETS.medianMs && heapMb < MATCHMAKING_TARGETS.heapMb,
  };
}
