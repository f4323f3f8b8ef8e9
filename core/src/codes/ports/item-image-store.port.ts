import type { ItemImage } from '../domain/item-image.ts';

/** Images of Code Manager items, stored whole (at most 5 MB each). */
export interface ItemImageStorePort {
  save(image: ItemImage): Promise<void>;
  findById(id: string): Promise<ItemImage | null>;
}

/** Reads an image's real type and pixel size from its first bytes; null when they are no image it knows. */
export interface ImageProbePort {
  probe(bytes: Uint8Array): { type: string; width: number; height: number } | null;
}
