import { SaveInsightsFilter } from '@lurkit/core/insights/application/save-insights-filter.ts';
import type { SavedInsightsFilterRepositoryPort } from '@lurkit/core/insights/ports/saved-insights-filter-repository.port.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededStatistics } from './statistics.seed.ts';

/** Demo Studio's saved insights filters, through the same use case a member's Save filter calls. */
export async function seedInsightsFilters(
  filters: SavedInsightsFilterRepositoryPort,
  accounts: SeededAccounts,
  statistics: SeededStatistics,
  now: Date,
): Promise<void> {
  const [company] = accounts.companies;
  if (!company) return;
  const save = new SaveInsightsFilter({ filters, clock: { now: () => now } });
  const [firstGame] = statistics.games;
  const saved = [
    {
      name: 'Nordic micro streamers',
      options: { aggregationPeriodDays: 90, platforms: ['twitch'], tiers: ['micro'], countries: ['SE', 'NO', 'FI', 'DK'] },
    },
    { name: 'Mid and macro, last 30 days', options: { aggregationPeriodDays: 30, tiers: ['mid', 'macro'] } },
    ...(firstGame ? [{ name: `${firstGame.name} this quarter`, options: { datePreset: 'THIS_QUARTER', gameIds: [firstGame.id] } }] : []),
  ];
  for (const filter of saved) {
    const result = await save.execute({ companyId: company.id, userId: company.ownerId, ...filter });
    if (!result.ok) throw new Error(`Demo filter "${filter.name}" refused: ${result.error.message}`);
  }
}
