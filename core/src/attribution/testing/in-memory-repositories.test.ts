import { describeAttributionStoreContract } from '../ports/utm-report-repository.contract.ts';
import { InMemoryAttributionWorld } from './in-memory-attribution-world.ts';
import { InMemoryTrackedClicks } from './in-memory-tracked-clicks.ts';
import { InMemoryUtmReports } from './in-memory-utm-reports.ts';

const uuid = () => globalThis.crypto.randomUUID();

describeAttributionStoreContract('in memory', async () => {
  const world = new InMemoryAttributionWorld();
  const clicks = new InMemoryTrackedClicks();
  return {
    reports: new InMemoryUtmReports(world, clicks),
    clicks,
    company: async () => uuid(),
    creator: async () => {
      const id = uuid();
      world.creators.set(id, `Creator ${id.slice(0, 6)}`);
      return { id, name: `Creator ${id.slice(0, 6)}` };
    },
    keyCampaign: async (companyId, name, appId) =>
      world.addActivation({ kind: 'KEY', id: uuid(), companyId, name, steamAppId: appId, gameName: 'Game' }).id,
  };
});
