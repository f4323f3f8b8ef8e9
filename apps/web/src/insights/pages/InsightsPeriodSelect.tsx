import { PERIOD_OPTIONS, periodOfOption, periodOptionOf } from '@lurkit/ui/insights/InsightsFilterBar.tsx';
import { Select } from '@lurkit/ui/select/Select.tsx';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';

/** The details pages' period, kept in the address like the rankings' filters. */
export function InsightsPeriodSelect() {
  const filter = useInsightsFilter();
  return (
    <Select
      label="Period"
      value={periodOptionOf(filter.value)}
      options={PERIOD_OPTIONS}
      onChange={(e) => filter.change(periodOfOption(e.target.value))}
    />
  );
}
