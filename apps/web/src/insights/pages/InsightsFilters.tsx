import { InsightsFilterBar } from '@lurkit/ui/insights/InsightsFilterBar.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useSWRConfig } from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { SAVED_FILTERS_KEY, useInsightsGames, useSavedInsightsFilters } from '../hooks/use-insights.ts';
import { useInsightsFilter } from '../hooks/use-insights-filter.ts';
import { SaveInsightsFilterMutation, type InsightsFilter } from '../operations/insights.operations.ts';

const saveFilter = (name: string, options: InsightsFilter) => request(SaveInsightsFilterMutation, { name, options });

/** The filter bar of the insights pages, with the company's saved filters. */
export function InsightsFilters() {
  const filter = useInsightsFilter();
  const saved = useSavedInsightsFilters();
  // The game choices: the period's most watched games, whatever else is filtered.
  const games = useInsightsGames({ ...filter.input, gameIds: [], tiers: [] }, 50);
  const save = useServerAction(saveFilter);
  const toasts = useToasts();
  const { mutate } = useSWRConfig();
  return (
    <InsightsFilterBar
      value={filter.value}
      onChange={filter.change}
      gameOptions={games.rows.map((r) => ({ value: r.game.id, label: r.game.name }))}
      savedFilters={saved.data ?? []}
      onApplySaved={(id) => {
        const chosen = saved.data?.find((f) => f.id === id);
        if (chosen) filter.applySaved(chosen);
      }}
      onSave={async (name) => {
        const outcome = await save.run(name, filter.input);
        if (!outcome.ok) return;
        await mutate(SAVED_FILTERS_KEY);
        toasts.add({ type: 'success', content: `Filter "${outcome.value.saveInsightsFilter.name}" saved.` });
      }}
      saveError={save.serverError && (save.serverError.field === 'name' || !save.serverError.field) ? save.serverError.message : undefined}
      saving={save.submitting}
    />
  );
}
