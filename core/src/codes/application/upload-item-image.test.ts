import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { ITEM_IMAGE_MAX_BYTES } from '../domain/item-image.ts';
import { BUILDER_NOW, COMPANY_ID } from '../testing/builders.ts';
import { fakeImage, fakeImageProbe, InMemoryItemImageStore } from '../testing/in-memory-item-image-store.ts';
import { UploadItemImage } from './upload-item-image.ts';

function setup() {
  const images = new InMemoryItemImageStore();
  return { images, upload: new UploadItemImage({ images, probe: fakeImageProbe, clock: new SettableClock(BUILDER_NOW) }) };
}
const upload = (bytes: Uint8Array) => setup().upload.execute({ companyId: COMPANY_ID, actorUserId: 'u1', bytes });

describe('UploadItemImage', () => {
  it('stores a 120x160 PNG for the company and answers the path it is served at', async () => {
    const { images, upload: use } = setup();
    const result = await use.execute({ companyId: COMPANY_ID, actorUserId: 'u1', bytes: fakeImage('image/png', 120, 160) });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toEqual({ id: result.value.id, url: `/api/code-manager/images/${result.value.id}`, width: 120, height: 160 });
    expect(await images.findById(result.value.id)).toMatchObject({
      companyId: COMPANY_ID,
      type: 'image/png',
      uploadedBy: 'u1',
      uploadedAt: BUILDER_NOW,
    });
  });

  it('takes exactly 5 MB and refuses one byte more at the image field (spec 9: 5242880 bytes)', async () => {
    expect((await upload(fakeImage('image/jpeg', 120, 160, ITEM_IMAGE_MAX_BYTES))).ok).toBe(true);
    expect(await upload(fakeImage('image/jpeg', 120, 160, ITEM_IMAGE_MAX_BYTES + 1))).toMatchObject({
      ok: false,
      error: { code: 'CODES.IMAGE_TOO_LARGE', field: 'image', message: 'Images can be at most 5 MB.' },
    });
  });

  it('refuses what the bytes do not show to be a PNG, JPEG, GIF or WebP image, and an empty file', async () => {
    for (const bytes of [fakeImage('image/svg+xml', 120, 160), new TextEncoder().encode('<script>'), new Uint8Array()]) {
      expect(await upload(bytes)).toMatchObject({ ok: false, error: { code: 'CODES.IMAGE_TYPE', field: 'image' } });
    }
  });

  it('takes 4K either way round and refuses larger (spec 5)', async () => {
    expect((await upload(fakeImage('image/webp', 3840, 2160))).ok).toBe(true);
    expect((await upload(fakeImage('image/gif', 2160, 3840))).ok).toBe(true);
    expect(await upload(fakeImage('image/png', 3841, 2160))).toMatchObject({
      ok: false,
      error: { code: 'CODES.IMAGE_DIMENSIONS', field: 'image' },
    });
    expect(await upload(fakeImage('image/png', 2200, 2200))).toMatchObject({ ok: false, error: { code: 'CODES.IMAGE_DIMENSIONS' } });
  });
});
