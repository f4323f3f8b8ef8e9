import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { LAST_USE_PRECISION_MS, type ApiToken } from '../domain/api-token.entity.ts';
import type { ApiTokenRepositoryPort } from './api-token-repository.port.ts';

export interface ApiTokenRepositoryFixture extends ContractFixture {
  repo: ApiTokenRepositoryPort;
  /** A company and its owner, as the adapter needs them to exist. */
  companyId: string;
  ownerId: string;
  otherCompanyId: string;
}

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 2, 2, 10, minute, second));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function describeApiTokenRepositoryContract(name: string, make: () => Promise<ApiTokenRepositoryFixture>): void {
  describeContract('ApiTokenRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    // Unique per fixture: an adapter's table may outlive one test.
    const hashOf = (n: number) => `hash-${n}-${fixture().companyId}`;
    const aToken = (n: number, changes: Partial<ApiToken> = {}): ApiToken => ({
      id: id(n),
      companyId: fixture().companyId,
      createdBy: fixture().ownerId,
      name: `Token ${n}`,
      scopes: ['read:activations', 'write:codes'],
      hash: hashOf(n),
      hint: `lkt_abc${n}`,
      createdAt: at(n),
      lastUsedAt: null,
      revokedAt: null,
      ...changes,
    });

    it('saves, finds by id and by hash, and revokes', async () => {
      const token = aToken(1);
      await repo().save(token);
      expect(await repo().findById(token.id)).toEqual(token);
      expect(await repo().findByHash(hashOf(1))).toEqual(token);
      await repo().save({ ...token, revokedAt: at(5) });
      expect((await repo().findByHash(hashOf(1)))?.revokedAt).toEqual(at(5));
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findByHash('no-such-hash')).toBeNull();
    });

    it("lists one company's live tokens newest first", async () => {
      await repo().save(aToken(1));
      await repo().save(aToken(2, { revokedAt: at(9) }));
      await repo().save(aToken(3));
      await repo().save(aToken(4, { companyId: fixture().otherCompanyId }));
      expect((await repo().listLive(fixture().companyId)).map((t) => t.name)).toEqual(['Token 3', 'Token 1']);
    });

    it('records last use at most once per precision window', async () => {
      await repo().save(aToken(1));
      expect(await repo().recordUse(id(1), at(10), LAST_USE_PRECISION_MS)).toBe(true);
      expect(await repo().recordUse(id(1), at(10, 59), LAST_USE_PRECISION_MS)).toBe(false);
      expect((await repo().findById(id(1)))?.lastUsedAt).toEqual(at(10));
      expect(await repo().recordUse(id(1), at(11), LAST_USE_PRECISION_MS)).toBe(true);
      expect((await repo().findById(id(1)))?.lastUsedAt).toEqual(at(11));
    });
  });
}
