import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../../shared/testing/describe-contract.ts';
import type { ProfilePicture } from '../domain/profile-picture.ts';
import type { ProfilePictureStorePort } from './profile-picture-store.port.ts';

export interface ProfilePictureStoreFixture extends ContractFixture {
  pictures: ProfilePictureStorePort;
  /** A saved user's id (a picture belongs to an account). */
  aUser: () => Promise<string>;
}

const aPicture = (userId: string, fill: number): ProfilePicture => ({
  id: globalThis.crypto.randomUUID(),
  userId,
  type: 'image/png',
  width: 400,
  height: 300,
  bytes: Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31 + fill) % 256),
  uploadedAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
});

export function describeProfilePictureStoreContract(name: string, make: () => Promise<ProfilePictureStoreFixture>): void {
  describeContract('ProfilePictureStorePort', name, make, (fixture) => {
    it('keeps the bytes, type and size exactly, and answers null for an unknown or malformed id', async () => {
      const picture = aPicture(await fixture().aUser(), 1);
      await fixture().pictures.replace(picture);
      const found = await fixture().pictures.findById(picture.id);
      expect(found && { ...found, bytes: Buffer.from(found.bytes).equals(Buffer.from(picture.bytes)) }).toEqual({
        ...picture,
        bytes: true,
      });
      expect(await fixture().pictures.findById(globalThis.crypto.randomUUID())).toBeNull();
      expect(await fixture().pictures.findById('../etc/passwd')).toBeNull();
    });

    it('keeps one picture a person: a new upload replaces the old, whose link then finds nothing', async () => {
      const userId = await fixture().aUser();
      const first = aPicture(userId, 1);
      const second = aPicture(userId, 2);
      await fixture().pictures.replace(first);
      await fixture().pictures.replace(second);
      expect(await fixture().pictures.findById(first.id)).toBeNull();
      expect((await fixture().pictures.currentIds([userId])).get(userId)).toBe(second.id);
    });

    it('answers the current ids of many people at once, leaving out people without a picture and malformed ids', async () => {
      const [a, b, none] = [await fixture().aUser(), await fixture().aUser(), await fixture().aUser()];
      const pa = aPicture(a, 1);
      const pb = aPicture(b, 2);
      await fixture().pictures.replace(pa);
      await fixture().pictures.replace(pb);
      const ids = await fixture().pictures.currentIds([a, b, none, 'not-a-uuid']);
      expect(Object.fromEntries(ids)).toEqual({ [a]: pa.id, [b]: pb.id });
    });

    it('removes a person’s picture, and removing none is harmless', async () => {
      const [userId, other] = [await fixture().aUser(), await fixture().aUser()];
      const picture = aPicture(userId, 1);
      const kept = aPicture(other, 2);
      await fixture().pictures.replace(picture);
      await fixture().pictures.replace(kept);
      await fixture().pictures.remove(userId);
      await fixture().pictures.remove(userId);
      expect(await fixture().pictures.findById(picture.id)).toBeNull();
      expect((await fixture().pictures.currentIds([userId])).size).toBe(0);
      expect(await fixture().pictures.findById(kept.id)).not.toBeNull();
    });
  });
}
