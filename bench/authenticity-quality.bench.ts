import { AUTHENTICITY_QUALITY_TARGET, measureAuthenticityQuality } from '@lurkit/core/insights/testing/labelled-audiences.ts';
import type { BenchResult } from './markdown-table.ts';

/** Authenticity's bar (AUTHENTICITY_QUALITY_TARGET): "Doubtful" against the generated population's labels. */
export function benchAuthenticityQuality(): BenchResult {
  const q = measureAuthenticityQuality();
  const share = (n: number) => `${(n * 100).toFixed(1)}%`;
  return {
    name: 'audience authenticity "Doubtful", 20,000 generated live creators (12% inauthentic)',
    figures: `precision ${q.precision.toFixed(3)} (target >= ${AUTHENTICITY_QUALITY_TARGET.precision}), recall ${q.recall.toFixed(3)} (target >= ${AUTHENTICITY_QUALITY_TARGET.recall}); doubtful: view-botted ${share(q.doubtfulShare.VIEW_BOTTED)}, bought followers ${share(q.doubtfulShare.BOUGHT_FOLLOWERS)}, chat-less viewers ${share(q.doubtfulShare.CHATLESS_VIEWERS)}, genuine ${share(q.doubtfulShare.GENUINE)}`,
    met: q.precision >= AUTHENTICITY_QUALITY_TARGET.precision && q.recall >= AUTHENTICITY_QUALITY_TARGET.recall,
  };
}
