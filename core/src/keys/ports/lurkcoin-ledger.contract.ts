import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { LurkcoinAward } from '../domain/lurkcoins.ts';
import type { LurkcoinLedgerPort } from './lurkcoin-ledger.port.ts';

export interface LurkcoinLedgerFixture extends ContractFixture {
  ledger: LurkcoinLedgerPort;
  /** Reads what the ledger booked for one creator; the port itself only books. */
  balanceOf: (creatorId: string) => Promise<number>;
}

const uuid = () => globalThis.crypto.randomUUID();
const anAward = (creatorId: string, changes: Partial<LurkcoinAward> = {}): LurkcoinAward => ({
  creatorId,
  amount: 50,
  reason: 'Key content submitted on time',
  sourceId: uuid(),
  key: `key-content:${uuid()}`,
  awardedAt: BUILDER_NOW,
  ...changes,
});

export function describeLurkcoinLedgerContract(name: string, make: () => Promise<LurkcoinLedgerFixture>): void {
  describeContract('LurkcoinLedgerPort', name, make, (fixture) => {
    it('books an award once per key, however often it is offered', async () => {
      const creatorId = uuid();
      const award = anAward(creatorId);
      expect(await fixture().ledger.awardOnce(award)).toBe(true);
      expect(await fixture().ledger.awardOnce({ ...award, amount: 500 })).toBe(false);
      expect(await fixture().balanceOf(creatorId)).toBe(50);
    });

    it('books awards with different keys, each to its own creator', async () => {
      const creatorId = uuid();
      const other = uuid();
      await fixture().ledger.awardOnce(anAward(creatorId));
      await fixture().ledger.awardOnce(anAward(creatorId, { amount: 25 }));
      await fixture().ledger.awardOnce(anAward(other, { amount: 10 }));
      expect(await fixture().balanceOf(creatorId)).toBe(75);
      expect(await fixture().balanceOf(other)).toBe(10);
      expect(await fixture().balanceOf(uuid())).toBe(0);
    });

    it('keeps what it booked when the caller changes its award afterwards', async () => {
      const creatorId = uuid();
      const award = { ...anAward(creatorId) };
      await fixture().ledger.awardOnce(award);
      Object.assign(award, { amount: 1_000 });
      expect(await fixture().balanceOf(creatorId)).toBe(50);
    });
  });
}
