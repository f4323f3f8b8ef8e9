import { describe, expect, it } from 'vitest';
import { itKeepsPagesPerCreator } from './pages-per-creator.contract.ts';
import type { AnalyticsPage } from '../domain/analytics-page.entity.ts';
import type { AnalyticsPageRepositoryPort } from './analytics-page-repository.port.ts';

export interface AnalyticsPageContractSetup {
  repository: AnalyticsPageRepositoryPort;
  /** A creator the store knows (the PostgreSQL twin needs the account row). */
  aCreator(): Promise<string>;
}

let counter = 0;
const aPage = (creatorId: string, overrides: Partial<AnalyticsPage> = {}): AnalyticsPage => {
  counter += 1;
  const at = new Date(Date.UTC(2026, 10, 1, 12, 0, counter));
  return {
    id: globalThis.crypto.randomUUID(),
    creatorId,
    name: `sponsors-${counter}`,
    period: 'LAST_90_DAYS',
    figures: ['hoursWatched', 'averageCcv'],
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

/** The behaviour every analytics page store must have. */
export function describeAnalyticsPageRepositoryContract(name: string, make: () => Promise<AnalyticsPageContractSetup>) {
  describe(`${name} (analytics page repository contract)`, () => {
    it('inserts, finds, updates and deletes', async () => {
      const { repository, aCreator } = await make();
      const page = aPage(await aCreator());
      expect(await repository.insertWithinLimit(page, 6)).toBe(true);
      expect(await repository.findById(page.id)).toEqual(page);
      expect(await repository.findById('not-an-id')).toBeNull();
      const edited: AnalyticsPage = {
        ...page,
        name: 'renamed',
        period: 'LAST_30_DAYS',
        figures: ['streams'],
        updatedAt: new Date(page.updatedAt.getTime() + 1000),
      };
      await repository.update(edited);
      expect(await repository.findById(page.id)).toEqual(edited);
      await repository.delete(page.id);
      expect(await repository.findById(page.id)).toBeNull();
    });

    itKeepsPagesPerCreator(make, (creatorId) => aPage(creatorId));
  });
}
