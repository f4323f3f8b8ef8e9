import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { QuestKitCodesPort } from './quest-kit-codes.port.ts';

export interface QuestKitCodesFixture extends ContractFixture {
  kit: QuestKitCodesPort;
  /** The company's Code Manager item holding these codes of the platform, added in this order. */
  givenItem(companyId: string, platform: string, codes: readonly string[]): Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();
const AT = new Date('2025-03-01T10:00:00.000Z');

export function describeQuestKitCodesContract(name: string, make: () => Promise<QuestKitCodesFixture>): void {
  describeContract('QuestKitCodesPort', name, make, (fixture) => {
    it('takes the oldest codes from the first item holding enough, and lists them as the run’s keys', async () => {
      const { kit, givenItem } = fixture();
      const companyId = uuid();
      const short = await givenItem(companyId, 'Steam', ['S-0']);
      const full = await givenItem(companyId, 'Steam', ['S-1', 'S-2', 'S-3']);
      const runId = uuid();
      const request = { companyId, itemIds: [short, full], platform: 'steam', count: 2, creatorId: uuid(), runId, at: AT };
      expect(await kit.takeKeys(request)).toEqual(['S-1', 'S-2']);
      expect(await kit.keysOf(companyId, runId)).toEqual([
        { platform: 'Steam', code: 'S-1' },
        { platform: 'Steam', code: 'S-2' },
      ]);
      expect(await kit.takeKeys({ ...request, runId: uuid() })).toBeNull();
    });

    it('never draws from another company’s item, nor shows a run’s keys to another company', async () => {
      const { kit, givenItem } = fixture();
      const companyId = uuid();
      const theirs = await givenItem(uuid(), 'Steam', ['T-1']);
      const runId = uuid();
      expect(
        await kit.takeKeys({ companyId, itemIds: [theirs], platform: 'Steam', count: 1, creatorId: uuid(), runId, at: AT }),
      ).toBeNull();
      const own = await givenItem(companyId, 'Steam', ['O-1']);
      await kit.takeKeys({ companyId, itemIds: [own], platform: 'Steam', count: 1, creatorId: uuid(), runId, at: AT });
      expect(await kit.keysOf(uuid(), runId)).toEqual([]);
    });
  });
}
