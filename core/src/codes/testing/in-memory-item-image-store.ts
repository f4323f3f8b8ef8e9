import type { ItemImage } from '../domain/item-image.ts';
import type { ImageProbePort, ItemImageStorePort } from '../ports/item-image-store.port.ts';

export class InMemoryItemImageStore implements ItemImageStorePort {
  readonly #images = new Map<string, ItemImage>();

  async save(image: ItemImage): Promise<void> {
    this.#images.set(image.id, structuredClone(image));
  }

  async findById(id: string): Promise<ItemImage | null> {
    const image = this.#images.get(id);
    return image ? structuredClone(image) : null;
  }
}

/** Test images start with a tag line: `IMG image/png 120x160`, then anything. */
export const fakeImageProbe: ImageProbePort = {
  probe(bytes) {
    const match = /^IMG (\S+) (\d+)x(\d+)/.exec(new TextDecoder().decode(bytes.subarray(0, 64)));
    return match ? { type: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
  },
};

export const fakeImage = (type: string, width: number, height: number, padTo = 0): Uint8Array => {
  const head = new TextEncoder().encode(`IMG ${type} ${width}x${height}\n`);
  const bytes = new Uint8Array(Math.max(head.length, padTo));
  bytes.set(head);
  return bytes;
};
