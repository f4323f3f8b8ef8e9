import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../../../shared/testing/seeded-random.ts';
import { SettableClock } from '../../../shared/testing/settable-clock.ts';
import { PROFILE_PICTURE_MAX_BYTES } from '../domain/profile-picture.ts';
import { HeaderPictureProbe, InMemoryProfilePictureStore } from '../testing/in-memory-profile-picture-store.ts';
import { profilePictureUrls, RemoveProfilePicture, UploadProfilePicture } from './profile-picture.ts';

const picture = (type: string, width: number, height: number, padTo = 0): Uint8Array => {
  const head = new TextEncoder().encode(`IMG ${type} ${width}x${height}\n`);
  const bytes = new Uint8Array(Math.max(head.length, padTo));
  bytes.set(head);
  return bytes;
};

function setup() {
  const pictures = new InMemoryProfilePictureStore();
  const deps = { pictures, probe: new HeaderPictureProbe(), clock: new SettableClock(BUILDER_NOW) };
  return { pictures, deps, upload: (bytes: Uint8Array, userId = 'user-1') => new UploadProfilePicture(deps).execute({ userId, bytes }) };
}

describe('UploadProfilePicture', () => {
  it('stores the picture as the person’s own and answers the path it is served at', async () => {
    const { pictures, upload } = setup();
    const result = await upload(picture('image/webp', 400, 400));
    if (!result.ok) throw new Error(result.error.code);
    const id = /^\/api\/profile-pictures\/(.+)$/.exec(result.value.url)?.[1];
    expect(result.value).toEqual({ url: `/api/profile-pictures/${id}`, width: 400, height: 400 });
    expect(await pictures.findById(id!)).toMatchObject({ userId: 'user-1', type: 'image/webp', uploadedAt: BUILDER_NOW });
  });

  it('replaces an earlier picture, with a new path so no cache keeps the old one', async () => {
    const { deps, upload } = setup();
    const first = await upload(picture('image/png', 10, 10));
    const second = await upload(picture('image/png', 20, 20));
    if (!first.ok || !second.ok) throw new Error('upload failed');
    expect(second.value.url).not.toBe(first.value.url);
    expect((await profilePictureUrls(deps, ['user-1'])).get('user-1')).toBe(second.value.url);
  });

  it('takes exactly 5 MB and refuses one byte more at the picture field (spec 9: 5242880 bytes)', async () => {
    const { upload } = setup();
    expect((await upload(picture('image/jpeg', 100, 100, PROFILE_PICTURE_MAX_BYTES))).ok).toBe(true);
    expect(await upload(picture('image/jpeg', 100, 100, PROFILE_PICTURE_MAX_BYTES + 1))).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.PICTURE_TOO_LARGE', field: 'picture', message: 'Profile pictures can be at most 5 MB.' },
    });
  });

  it('refuses what the bytes do not show to be a PNG, JPEG, GIF or WebP image, and an empty file', async () => {
    const { upload } = setup();
    for (const bytes of [picture('image/svg+xml', 100, 100), new TextEncoder().encode('<script>'), new Uint8Array()]) {
      expect(await upload(bytes)).toMatchObject({ ok: false, error: { code: 'PROFILE.PICTURE_TYPE', field: 'picture' } });
    }
  });

  it('takes 4K either way round and refuses anything larger (spec 5: up to 4K resolution)', async () => {
    const { upload } = setup();
    expect((await upload(picture('image/png', 3840, 2160))).ok).toBe(true);
    expect((await upload(picture('image/png', 2160, 3840))).ok).toBe(true);
    for (const [w, h] of [
      [3841, 100],
      [2200, 2200],
    ] as const) {
      expect(await upload(picture('image/png', w, h))).toMatchObject({
        ok: false,
        error: { code: 'PROFILE.PICTURE_DIMENSIONS', field: 'picture' },
      });
    }
  });

  it('keeps nothing from a refused upload: the earlier picture stays', async () => {
    const { deps, upload } = setup();
    const kept = await upload(picture('image/png', 10, 10));
    await upload(picture('image/svg+xml', 10, 10));
    expect((await profilePictureUrls(deps, ['user-1'])).get('user-1')).toBe(kept.ok ? kept.value.url : 'missing');
  });
});

describe('RemoveProfilePicture', () => {
  it('forgets only the person’s own picture', async () => {
    const { deps, upload } = setup();
    await upload(picture('image/png', 10, 10), 'user-1');
    await upload(picture('image/png', 10, 10), 'user-2');
    await new RemoveProfilePicture(deps).execute({ userId: 'user-1' });
    expect([...(await profilePictureUrls(deps, ['user-1', 'user-2'])).keys()]).toEqual(['user-2']);
  });
});
