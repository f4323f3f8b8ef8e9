import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { VipGrant } from '../domain/vip-grant.entity.ts';
import { aVipGrant } from '../testing/builders.ts';
import type { VipGrantRepositoryPort } from './vip-grant-repository.port.ts';

export interface VipGrantRepositoryFixture extends ContractFixture {
  repo: VipGrantRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeVipGrantRepositoryContract(name: string, make: () => Promise<VipGrantRepositoryFixture>): void {
  describeContract('VipGrantRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const grant = (changes: Partial<VipGrant> = {}) =>
      aVipGrant({ id: uuid(), companyId: uuid(), activationId: uuid(), creatorId: uuid(), grantedBy: uuid(), ...changes });

    it('finds a saved grant by activation and creator, and a second grant replaces the first', async () => {
      const first = grant();
      await repo().save(first);
      expect(await repo().find('KEY', first.activationId, first.creatorId)).toEqual(first);
      expect(await repo().find('CREATOR_PROGRAM', first.activationId, first.creatorId)).toBeNull();
      const again = { ...first, id: uuid(), waivesLocationAndLanguage: true };
      await repo().save(again);
      expect(await repo().find('KEY', first.activationId, first.creatorId)).toEqual(again);
      expect(await repo().listByCreator(first.creatorId)).toEqual([again]);
    });

    it('deletes a grant', async () => {
      const g = grant();
      await repo().save(g);
      await repo().delete(g.id);
      expect(await repo().find('KEY', g.activationId, g.creatorId)).toBeNull();
    });

    it("lists a creator's grants newest first, and one activation's grants among some creators", async () => {
      const creatorId = uuid();
      const older = grant({ creatorId });
      const newer = grant({ creatorId, grantedAt: new Date(BUILDER_NOW.getTime() + 60_000) });
      await repo().save(older);
      await repo().save(newer);
      expect(await repo().listByCreator(creatorId)).toEqual([newer, older]);
      const other = grant({ activationId: older.activationId });
      await repo().save(other);
      const found = await repo().listForCreators('KEY', older.activationId, [creatorId, uuid(), 'not-a-uuid']);
      expect(found).toEqual([older]);
      expect(await repo().listForCreators('KEY', 'not-a-uuid', [creatorId])).toEqual([]);
    });
  });
}
