import type { ProfilePicture } from '../domain/profile-picture.ts';

/** Profile pictures, stored whole (at most 5 MB each), one current picture a person. */
export interface ProfilePictureStorePort {
  /** Stores the picture as the person's current one, replacing any earlier picture. */
  replace(picture: ProfilePicture): Promise<void>;
  findById(id: string): Promise<ProfilePicture | null>;
  /** The ids of the current pictures of these people (a batch for lists and DataLoader); people without one are left out. */
  currentIds(userIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Forgets the person's picture; nothing happens when there is none. */
  remove(userId: string): Promise<void>;
}

/** Reads an image's real type and pixel size from its first bytes; null when they are no image it knows. */
export interface PictureProbePort {
  probe(bytes: Uint8Array): { type: string; width: number; height: number } | null;
}
