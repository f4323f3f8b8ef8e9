import type { ClockPort } from '../../shared/clock.port.ts';
import { newId } from '../../shared/ids.ts';
import { ok, type Result } from '../../shared/result.ts';
import { checkItemImage, itemImagePath, type ItemImage, type ItemImageError } from '../domain/item-image.ts';
import type { ImageProbePort, ItemImageStorePort } from '../ports/item-image-store.port.ts';

export interface UploadedItemImage {
  readonly id: string;
  /** The path items keep as their image URL. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface ItemImageDeps {
  images: ItemImageStorePort;
  probe: ImageProbePort;
  clock: ClockPort;
}

/**
 * An item image for the company (spec 3: recommended 120x160; spec 5: up to 5 MB and 4K). The type
 * comes from the bytes, never from what the browser declared, so only real images are ever served.
 */
export class UploadItemImage {
  private readonly deps: ItemImageDeps;
  constructor(deps: ItemImageDeps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; actorUserId: string; bytes: Uint8Array }): Promise<Result<UploadedItemImage, ItemImageError>> {
    const checked = checkItemImage(input.bytes.byteLength, input.bytes.byteLength > 0 ? this.deps.probe.probe(input.bytes) : null);
    if (!checked.ok) return checked;
    const image: ItemImage = {
      id: newId(),
      companyId: input.companyId,
      ...checked.value,
      bytes: input.bytes,
      uploadedBy: input.actorUserId,
      uploadedAt: this.deps.clock.now(),
    };
    await this.deps.images.save(image);
    return ok({ id: image.id, url: itemImagePath(image.id), width: image.width, height: image.height });
  }
}
