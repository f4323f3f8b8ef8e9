import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { ItemImageStorePort } from './item-image-store.port.ts';

export interface ItemImageStoreFixture extends ContractFixture {
  store: ItemImageStorePort;
  /** A company the image may belong to (adapters create its row). */
  aCompany: () => Promise<string>;
}

export function describeItemImageStoreContract(name: string, make: () => Promise<ItemImageStoreFixture>): void {
  describeContract('ItemImageStorePort', name, make, (fixture) => {
    it('keeps the bytes, type and size exactly, and answers null for an unknown or malformed id', async () => {
      const companyId = await fixture().aCompany();
      const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
      const image = {
        id: globalThis.crypto.randomUUID(),
        companyId,
        type: 'image/png' as const,
        width: 120,
        height: 160,
        bytes,
        uploadedBy: 'user-1',
        uploadedAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      };
      await fixture().store.save(image);
      const found = await fixture().store.findById(image.id);
      expect(found && { ...found, bytes: Buffer.from(found.bytes).equals(Buffer.from(bytes)) }).toEqual({ ...image, bytes: true });
      expect(await fixture().store.findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await fixture().store.findById('../etc/passwd')).toBeNull();
    });
  });
}
