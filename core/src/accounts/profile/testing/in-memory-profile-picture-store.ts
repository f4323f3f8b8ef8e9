import type { ProfilePicture } from '../domain/profile-picture.ts';
import type { PictureProbePort, ProfilePictureStorePort } from '../ports/profile-picture-store.port.ts';

export class InMemoryProfilePictureStore implements ProfilePictureStorePort {
  readonly #byUser = new Map<string, ProfilePicture>();

  async replace(picture: ProfilePicture): Promise<void> {
    this.#byUser.set(picture.userId, { ...picture, bytes: new Uint8Array(picture.bytes) });
  }

  async findById(id: string): Promise<ProfilePicture | null> {
    const found = [...this.#byUser.values()].find((p) => p.id === id);
    return found ? { ...found, bytes: new Uint8Array(found.bytes) } : null;
  }

  async currentIds(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    const ids = new Map<string, string>();
    for (const userId of userIds) {
      const picture = this.#byUser.get(userId);
      if (picture) ids.set(userId, picture.id);
    }
    return ids;
  }

  async remove(userId: string): Promise<void> {
    this.#byUser.delete(userId);
  }
}

/**
 * Reads a test's "image" header: `IMG <type> <width>x<height>` in the first bytes, as the real probe
 * reads PNG, JPEG, GIF and WebP headers. Anything else is no image.
 */
export class HeaderPictureProbe implements PictureProbePort {
  probe(bytes: Uint8Array): { type: string; width: number; height: number } | null {
    const match = /^IMG (\S+) (\d+)x(\d+)/.exec(new TextDecoder().decode(bytes.subarray(0, 64)));
    return match ? { type: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
  }
}
