import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { anExportRecord, at } from '../testing/builders.ts';
import type { InsightsExportRepositoryPort } from './insights-export-repository.port.ts';

export interface InsightsExportRepositoryFixture extends ContractFixture {
  repo: InsightsExportRepositoryPort;
  /** Two company ids the adapter accepts (saved first where it needs rows to point at). */
  companyIds: readonly [string, string];
}

export function describeInsightsExportRepositoryContract(name: string, make: () => Promise<InsightsExportRepositoryFixture>): void {
  describeContract('InsightsExportRepositoryPort', name, make, (fixture) => {
    it('counts one company’s exports created in [from, to): from included, to excluded', async () => {
      const [companyId, otherId] = fixture().companyIds;
      const from = at('2026-01-31T23:00:00.000Z');
      const to = at('2026-02-28T23:00:00.000Z');
      for (const createdAt of [from, at('2026-02-10T12:00:00.000Z'), at('2026-01-31T22:59:59.999Z'), to]) {
        await fixture().repo.save(anExportRecord({ companyId, createdAt }));
      }
      await fixture().repo.save(anExportRecord({ companyId: otherId, createdAt: at('2026-02-10T12:00:00.000Z') }));

      expect(await fixture().repo.countByCompanyCreatedBetween(companyId, from, to)).toBe(2);
      expect(await fixture().repo.countByCompanyCreatedBetween(otherId, from, to)).toBe(1);
    });
  });
}
