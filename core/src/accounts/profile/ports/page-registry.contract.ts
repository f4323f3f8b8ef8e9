import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../../shared/testing/describe-contract.ts';
import type { PageKind } from '../domain/page-kind.ts';
import type { PageRegistryPort } from './page-registry.port.ts';

export interface PageRegistryFixture extends ContractFixture {
  registry: PageRegistryPort;
  /** Creates a page the registry then sees; the port itself only reads. */
  addPage: (page: { ownerUserId: string; kind: PageKind; name: string }) => Promise<void>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describePageRegistryContract(name: string, make: () => Promise<PageRegistryFixture>): void {
  describeContract('PageRegistryPort', name, make, (fixture) => {
    it('counts the pages of one owner and kind', async () => {
      const owner = uuid();
      await fixture().addPage({ ownerUserId: owner, kind: 'analytics', name: `a-${uuid()}` });
      await fixture().addPage({ ownerUserId: owner, kind: 'analytics', name: `b-${uuid()}` });
      await fixture().addPage({ ownerUserId: owner, kind: 'creator', name: `c-${uuid()}` });
      await fixture().addPage({ ownerUserId: uuid(), kind: 'analytics', name: `d-${uuid()}` });
      expect(await fixture().registry.countPages(owner, 'analytics')).toBe(2);
      expect(await fixture().registry.countPages(owner, 'creator')).toBe(1);
      expect(await fixture().registry.countPages(uuid(), 'creator')).toBe(0);
      expect(await fixture().registry.countPages('not-a-uuid', 'creator')).toBe(0);
    });

    it('knows a taken name regardless of case, across kinds and owners', async () => {
      const name = `Page${uuid().slice(0, 8)}`;
      await fixture().addPage({ ownerUserId: uuid(), kind: 'creator', name });
      expect(await fixture().registry.isNameTaken(name.toUpperCase())).toBe(true);
      expect(await fixture().registry.isNameTaken(name.toLowerCase())).toBe(true);
      expect(await fixture().registry.isNameTaken(`${name}x`)).toBe(false);
    });
  });
}
