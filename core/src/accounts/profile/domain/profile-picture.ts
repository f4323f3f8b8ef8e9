import { err, ok, type Result } from '../../../shared/result.ts';
import { ProfilePictureDimensionsTooLarge, ProfilePictureTooLarge, ProfilePictureTypeNotAllowed } from './profile.errors.ts';

/** Spec 5 and 9: images up to 5 MB (5,242,880 bytes) and up to 4K resolution, either orientation. */
export const PROFILE_PICTURE_MAX_BYTES = 5_242_880;
export const PROFILE_PICTURE_MAX_LONG_SIDE = 3840;
export const PROFILE_PICTURE_MAX_SHORT_SIDE = 2160;

export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];

/** A person's current profile picture (spec 3 "User profile"); a new upload replaces it. */
export interface ProfilePicture {
  /** New on every upload, so the picture's address changes and no cache shows the old one. */
  readonly id: string;
  readonly userId: string;
  readonly type: ProfilePictureType;
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
  readonly uploadedAt: Date;
}

export type ProfilePictureError = ProfilePictureTooLarge | ProfilePictureTypeNotAllowed | ProfilePictureDimensionsTooLarge;

/** What the bytes themselves say: never the type the browser declared. */
export interface PictureFacts {
  readonly type: string;
  readonly width: number;
  readonly height: number;
}

const isAllowedType = (type: string): type is ProfilePictureType => PROFILE_PICTURE_TYPES.some((allowed) => allowed === type);

/** The size rule first (cheap, and the body may be cut short), then the type and pixels read from the bytes. */
export function checkProfilePicture(
  byteSize: number,
  facts: PictureFacts | null,
): Result<PictureFacts & { type: ProfilePictureType }, ProfilePictureError> {
  if (byteSize > PROFILE_PICTURE_MAX_BYTES) return err(new ProfilePictureTooLarge());
  if (!facts || byteSize === 0 || !isAllowedType(facts.type)) return err(new ProfilePictureTypeNotAllowed());
  const long = Math.max(facts.width, facts.height);
  const short = Math.min(facts.width, facts.height);
  if (long > PROFILE_PICTURE_MAX_LONG_SIDE || short > PROFILE_PICTURE_MAX_SHORT_SIDE)
    return err(new ProfilePictureDimensionsTooLarge(facts.width, facts.height));
  return ok({ type: facts.type, width: facts.width, height: facts.height });
}

/** Where the app serves a picture; anyone holding the link may see it (creator pages are public). */
export const profilePicturePath = (id: string): string => `/api/profile-pictures/${id}`;
