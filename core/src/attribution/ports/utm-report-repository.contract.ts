import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { UtmDayRow } from '../domain/utm-report.ts';
import type { TrackedClickStorePort } from './tracked-click-store.port.ts';
import type { UtmReportRepositoryPort } from './utm-report-repository.port.ts';

export interface AttributionStoreFixture extends ContractFixture {
  reports: UtmReportRepositoryPort;
  clicks: TrackedClickStorePort;
  company: () => Promise<string>;
  /** A creator and the name the store shows for them. */
  creator: () => Promise<{ id: string; name: string }>;
  /** A live Key campaign of the company's, about the Steam app. */
  keyCampaign: (companyId: string, name: string, appId: number) => Promise<string>;
}

const APP = 1145360;
const AT = new Date('2026-11-20T10:00:00Z');
const row = (campaign: string, content: string, changes: Partial<UtmDayRow> = {}): UtmDayRow => ({
  date: '2026-11-01',
  campaign,
  content,
  visits: 10,
  wishlists: 2,
  purchases: 1,
  activations: 0,
  ...changes,
});

export function describeAttributionStoreContract(name: string, make: () => Promise<AttributionStoreFixture>): void {
  describeContract('UtmReportRepositoryPort', name, make, (fixture) => {
    it('upserts per (game, date, campaign, content): the same report again replaces figures and never adds to them', async () => {
      const f = fixture();
      const company = await f.company();
      const ada = await f.creator();
      const campaign = await f.keyCampaign(company, 'Drift keys', APP);
      const report = [row(campaign, ada.id), row(campaign, ada.id, { date: '2026-11-02', wishlists: 5 })];
      expect(await f.reports.upsert(company, APP, report, AT)).toEqual({ inserted: 2, updated: 0 });
      expect(await f.reports.upsert(company, APP, report, AT)).toEqual({ inserted: 0, updated: 2 });
      const [traffic] = await f.reports.attributed(company, APP);
      expect(traffic).toEqual({
        kind: 'KEY',
        activationId: campaign,
        activationName: 'Drift keys',
        creatorId: ada.id,
        creatorName: ada.name,
        visits: 20,
        wishlists: 7,
        purchases: 2,
        clicks: 0,
      });
      // A newer report of the same day restates it.
      expect(await f.reports.upsert(company, APP, [row(campaign, ada.id, { wishlists: 4 })], AT)).toEqual({ inserted: 0, updated: 1 });
      expect((await f.reports.attributed(company, APP))[0]?.wishlists).toBe(9);
    });

    it('attributes only rows naming the company’s own activation and a creator, on that game, with the link’s counted clicks', async () => {
      const f = fixture();
      const [acme, globex] = [await f.company(), await f.company()];
      const [ada, bo] = [await f.creator(), await f.creator()];
      const ours = await f.keyCampaign(acme, 'Ours', APP);
      const theirs = await f.keyCampaign(globex, 'Theirs', APP);
      await f.clicks.record({ kind: 'KEY', activationId: ours, creatorId: bo.id, at: AT });
      await f.clicks.record({ kind: 'KEY', activationId: ours, creatorId: bo.id, at: AT });
      await f.clicks.record({ kind: 'KEY', activationId: ours, creatorId: ada.id, at: AT });
      await f.reports.upsert(
        acme,
        APP,
        [
          row(ours, ada.id, { wishlists: 1 }),
          row(ours, bo.id, { wishlists: 3 }),
          row(theirs, ada.id),
          row('newsletter', ada.id),
          row(ours, 'someone'),
        ],
        AT,
      );
      await f.reports.upsert(acme, 730, [row(ours, ada.id, { wishlists: 50 })], AT);
      const traffic = await f.reports.attributed(acme, APP);
      expect(traffic.map((t) => [t.activationName, t.creatorId, t.wishlists, t.clicks])).toEqual([
        ['Ours', bo.id, 3, 2],
        ['Ours', ada.id, 1, 1],
      ]);
      expect(await f.reports.attributed(globex, APP)).toEqual([]);
    });
  });
}
