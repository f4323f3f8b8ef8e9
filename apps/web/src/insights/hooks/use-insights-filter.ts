import { insightsFilterOptionsSchema, type InsightsFilterOptions } from '@lurkit/core/insights/domain/saved-insights-filter.schema.ts';
import type { InsightsFilterValue } from '@lurkit/ui/insights/InsightsFilterBar.tsx';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import type { InsightsFilter, SavedInsightsFilter } from '../operations/insights.operations.ts';

const LISTS = ['platforms', 'tiers', 'languages', 'countries', 'gameIds'] as const;

/** The address's filters checked by the saved filter's own schema; anything it refuses reads as no filter. */
function optionsOf(params: URLSearchParams): InsightsFilterOptions {
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const raw = {
    aggregationPeriodDays: params.has('period') ? Number(params.get('period')) : undefined,
    datePreset: params.get('preset') ?? undefined,
    tierBasis: params.get('tierBasis') ?? undefined,
    ...Object.fromEntries(LISTS.map((key) => [key, list(key)])),
  };
  const parsed = v.safeParse(insightsFilterOptionsSchema, raw);
  return parsed.success ? parsed.output : v.parse(insightsFilterOptionsSchema, {});
}

const valueOf = (options: InsightsFilterOptions): InsightsFilterValue => ({ ...options, datePreset: options.datePreset ?? null });

/** The filters live in the address (?period=7&tiers=mid,macro), so a filtered page can be shared and the tabs keep them. */
export function useInsightsFilter() {
  const [params, setParams] = useSearchParams();
  const options = useMemo(() => optionsOf(params), [params]);
  // The last filter asked for, ahead of the address until the page re-renders: a second change made
  // before then merges into the first instead of the stale address (react-router's functional
  // setSearchParams hands back the rendered params, not the pending ones).
  const latest = useRef({ seen: params, value: valueOf(options) });
  if (latest.current.seen !== params) latest.current = { seen: params, value: valueOf(options) };
  const setValue = useCallback(
    (next: InsightsFilterValue) => {
      latest.current = { ...latest.current, value: next };
      const query = new URLSearchParams();
      if (next.aggregationPeriodDays !== 30) query.set('period', String(next.aggregationPeriodDays));
      if (next.datePreset) query.set('preset', next.datePreset);
      if (next.tierBasis !== 'CCV') query.set('tierBasis', next.tierBasis);
      for (const key of LISTS) if (next[key].length > 0) query.set(key, next[key].join(','));
      setParams(query, { replace: true });
    },
    [setParams],
  );
  const change = useCallback((patch: Partial<InsightsFilterValue>) => setValue({ ...latest.current.value, ...patch }), [setValue]);
  const applySaved = useCallback(
    (saved: SavedInsightsFilter) => setValue({ ...saved.options, datePreset: saved.options.datePreset ?? null }),
    [setValue],
  );
  const input: InsightsFilter = {
    aggregationPeriodDays: options.aggregationPeriodDays,
    datePreset: options.datePreset ?? null,
    platforms: options.platforms,
    tierBasis: options.tierBasis,
    tiers: options.tiers,
    languages: options.languages,
    countries: options.countries,
    gameIds: options.gameIds,
  };
  const value = valueOf(options);
  const period = { aggregationPeriodDays: options.aggregationPeriodDays, datePreset: options.datePreset ?? null };
  return { value, setValue, change, applySaved, input, period, search: params.toString() ? `?${params.toString()}` : '' };
}
