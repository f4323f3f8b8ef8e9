import type { ClockPort } from '../../../shared/clock.port.ts';
import { newId } from '../../../shared/ids.ts';
import { ok, type Result } from '../../../shared/result.ts';
import { checkProfilePicture, profilePicturePath, type ProfilePictureError } from '../domain/profile-picture.ts';
import type { PictureProbePort, ProfilePictureStorePort } from '../ports/profile-picture-store.port.ts';

export interface ProfilePictureDeps {
  pictures: ProfilePictureStorePort;
  probe: PictureProbePort;
  clock: ClockPort;
}

export interface UploadedProfilePicture {
  /** The path the picture is served at. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The person's own profile picture (spec 3), shown on their creator pages and in the app's header.
 * The type comes from the bytes, never from what the browser declared, so only real images are served.
 */
export class UploadProfilePicture {
  private readonly deps: ProfilePictureDeps;
  constructor(deps: ProfilePictureDeps) {
    this.deps = deps;
  }

  async execute(input: { userId: string; bytes: Uint8Array }): Promise<Result<UploadedProfilePicture, ProfilePictureError>> {
    const size = input.bytes.byteLength;
    const checked = checkProfilePicture(size, size > 0 ? this.deps.probe.probe(input.bytes) : null);
    if (!checked.ok) return checked;
    const id = newId();
    await this.deps.pictures.replace({ id, userId: input.userId, ...checked.value, bytes: input.bytes, uploadedAt: this.deps.clock.now() });
    return ok({ url: profilePicturePath(id), width: checked.value.width, height: checked.value.height });
  }
}

/** Back to initials: the person's picture is forgotten. */
export class RemoveProfilePicture {
  private readonly deps: Pick<ProfilePictureDeps, 'pictures'>;
  constructor(deps: Pick<ProfilePictureDeps, 'pictures'>) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<void> {
    await this.deps.pictures.remove(input.userId);
  }
}

/** The path of each person's current picture (a batch for lists); people without one are left out. */
export async function profilePictureUrls(
  deps: Pick<ProfilePictureDeps, 'pictures'>,
  userIds: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const ids = await deps.pictures.currentIds(userIds);
  return new Map([...ids].map(([userId, id]) => [userId, profilePicturePath(id)]));
}
