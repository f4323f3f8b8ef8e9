import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ApiTokenOwnersPort } from './api-token-owners.port.ts';

/** A company with an active owner, a plain member and an owner whose account is no longer active, and another company. */
export interface ApiTokenOwnersFixture extends ContractFixture {
  owners: ApiTokenOwnersPort;
  companyId: string;
  otherCompanyId: string;
  ownerId: string;
  memberId: string;
  inactiveOwnerId: string;
}

export function describeApiTokenOwnersContract(name: string, make: () => Promise<ApiTokenOwnersFixture>): void {
  describeContract('ApiTokenOwnersPort', name, make, (fixture) => {
    it('answers yes only for an active owner of that very company', async () => {
      const { owners, companyId, otherCompanyId, ownerId, memberId, inactiveOwnerId } = fixture();
      expect(await owners.isActiveOwner(companyId, ownerId)).toBe(true);
      expect(await owners.isActiveOwner(companyId, memberId)).toBe(false);
      expect(await owners.isActiveOwner(companyId, inactiveOwnerId)).toBe(false);
      expect(await owners.isActiveOwner(otherCompanyId, ownerId)).toBe(false);
      expect(await owners.isActiveOwner('not-a-uuid', ownerId)).toBe(false);
    });
  });
}
