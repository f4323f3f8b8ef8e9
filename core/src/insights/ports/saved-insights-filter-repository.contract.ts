import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { SavedInsightsFilter } from '../domain/saved-insights-filter.entity.ts';
import { at } from '../testing/builders.ts';
import type { SavedInsightsFilterRepositoryPort } from './saved-insights-filter-repository.port.ts';

export interface SavedInsightsFilterRepositoryFixture extends ContractFixture {
  repo: SavedInsightsFilterRepositoryPort;
  companyIds: readonly [string, string];
  userId: string;
}

export function describeSavedInsightsFilterRepositoryContract(
  name: string,
  make: () => Promise<SavedInsightsFilterRepositoryFixture>,
): void {
  describeContract('SavedInsightsFilterRepositoryPort', name, make, (fixture) => {
    const aFilter = (companyId: string, filterName: string): SavedInsightsFilter => ({
      id: globalThis.crypto.randomUUID(),
      companyId,
      createdByUserId: fixture().userId,
      name: filterName,
      options: {
        tab: 'GAMES',
        aggregationPeriodDays: 90,
        datePreset: 'LAST_MONTH',
        platforms: ['youtube'],
        tierBasis: 'VIEWS',
        tiers: ['mid', 'top'],
        postTypes: ['VIDEO'],
        languages: ['sv'],
        countries: ['SE'],
        gameIds: ['game-1'],
      },
      createdAt: at('2026-02-04T10:00:00.000Z'),
    });

    it('finds a filter by company and name in any case, and nothing for another company', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const filter = aFilter(companyId, 'Swedish streamers');
      await fixture().repo.save(filter);

      expect(await fixture().repo.findByCompanyAndName(companyId, 'SWEDISH streamers')).toEqual(filter);
      expect(await fixture().repo.findByCompanyAndName(otherId, 'Swedish streamers')).toBeNull();
    });

    it('lists one company’s filters by name', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const b = aFilter(companyId, 'Beta');
      const a = aFilter(companyId, 'Alpha');
      await fixture().repo.save(b);
      await fixture().repo.save(a);
      await fixture().repo.save(aFilter(otherId, 'Other'));

      expect(await fixture().repo.listByCompany(companyId)).toEqual([a, b]);
    });

    it('deletes a filter only for its own company', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const filter = aFilter(companyId, 'Doomed');
      await fixture().repo.save(filter);

      expect(await fixture().repo.delete(otherId, filter.id)).toBe(false);
      expect(await fixture().repo.listByCompany(companyId)).toEqual([filter]);
      expect(await fixture().repo.delete(companyId, filter.id)).toBe(true);
      expect(await fixture().repo.delete(companyId, filter.id)).toBe(false);
      expect(await fixture().repo.listByCompany(companyId)).toEqual([]);
    });
  });
}
