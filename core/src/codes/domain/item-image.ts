import { err, ok, type Result } from '../../shared/result.ts';
import { ImageDimensionsTooLarge, ImageTooLarge, ImageTypeNotAllowed } from './codes.errors.ts';

/** Spec 5 and 9: images up to 5 MB (5,242,880 bytes) and up to 4K resolution. */
export const ITEM_IMAGE_MAX_BYTES = 5_242_880;
/** 4K UHD in either orientation, as the ui's file rules read it. */
export const ITEM_IMAGE_MAX_LONG_SIDE = 3840;
export const ITEM_IMAGE_MAX_SHORT_SIDE = 2160;
/** Spec 3: the recommended size of a Code Manager item image (not enforced). */
export const ITEM_IMAGE_RECOMMENDED = { width: 120, height: 160 } as const;

export const ITEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ItemImageType = (typeof ITEM_IMAGE_TYPES)[number];

/** What the bytes themselves say: never the type the browser declared. */
export interface ImageFacts {
  readonly type: string;
  readonly width: number;
  readonly height: number;
}

export interface ItemImage {
  readonly id: string;
  readonly companyId: string;
  readonly type: ItemImageType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
  readonly uploadedBy: string;
  readonly uploadedAt: Date;
}

export type ItemImageError = ImageTooLarge | ImageTypeNotAllowed | ImageDimensionsTooLarge;

const isAllowedType = (type: string): type is ItemImageType => ITEM_IMAGE_TYPES.some((allowed) => allowed === type);

/** The size rule first (cheap, and the body may be cut short), then the type and pixels read from the bytes. */
export function checkItemImage(byteSize: number, facts: ImageFacts | null): Result<ImageFacts & { type: ItemImageType }, ItemImageError> {
  if (byteSize > ITEM_IMAGE_MAX_BYTES) return err(new ImageTooLarge());
  if (!facts || byteSize === 0 || !isAllowedType(facts.type)) return err(new ImageTypeNotAllowed());
  const long = Math.max(facts.width, facts.height);
  const short = Math.min(facts.width, facts.height);
  if (long > ITEM_IMAGE_MAX_LONG_SIDE || short > ITEM_IMAGE_MAX_SHORT_SIDE)
    return err(new ImageDimensionsTooLarge(facts.width, facts.height));
  return ok({ type: facts.type, width: facts.width, height: facts.height });
}

/** Where the app serves a stored image; items keep this path as their image URL. */
export const itemImagePath = (id: string): string => `/api/code-manager/images/${id}`;
