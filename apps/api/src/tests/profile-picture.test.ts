import { pngOf } from '@lurkit/adapters/codes/testing/png.ts';
import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATE_CREATOR_PAGE, CREATOR_PAGE, ME, REMOVE_PROFILE_PICTURE } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp();

function postPicture(client: ReturnType<typeof app.client>, body: Uint8Array, header = true) {
  return client.json<{ code?: string; field?: string; url?: string; width?: number; height?: number }>('/api/profile-picture', {
    method: 'POST',
    headers: { 'content-type': 'image/png', ...(header ? { 'x-lurkit-upload': '1' } : {}) },
    body: Buffer.from(body),
  });
}

describe('profile pictures', () => {
  it('stores a picture, serves it with its real type, and shows it on the account and on the creator page', async () => {
    const creator = await signedInCreator(app);
    const png = pngOf(200, 200);
    const uploaded = await postPicture(creator.client, png);
    expect(uploaded).toMatchObject({
      status: 201,
      body: { width: 200, height: 200, url: expect.stringMatching(/^\/api\/profile-pictures\/[0-9a-f-]{36}$/) },
    });
    const served = await app.client().request(uploaded.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect((await creator.client.op(ME)).data!.me!.profilePictureUrl).toBe(uploaded.body.url);

    const slug = uniqueName('pic-');
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'With a face', links: [] } })).errors).toEqual([]);
    expect((await app.client().op(CREATOR_PAGE, { slug })).data!.creatorPage.creatorPictureUrl).toBe(uploaded.body.url);

    const replaced = await postPicture(creator.client, pngOf(64, 64));
    expect(replaced.body.url).not.toBe(uploaded.body.url);
    expect((await app.client().request(uploaded.body.url!)).status).toBe(404);

    expect((await creator.client.op(REMOVE_PROFILE_PICTURE)).data!.removeProfilePicture).toBe(true);
    expect((await creator.client.op(ME)).data!.me!.profilePictureUrl).toBeNull();
    expect((await app.client().request(replaced.body.url!)).status).toBe(404);
  });

  it('refuses more than 5 MB and a file that is no image, at the picture field, and keeps the earlier picture', async () => {
    const { client } = await signedInCreator(app);
    const kept = await postPicture(client, pngOf(10, 10));
    const big = new Uint8Array(5_242_880 + 1);
    big.set(pngOf(120, 160));
    expect(await postPicture(client, big)).toMatchObject({ status: 413, body: { code: 'PROFILE.PICTURE_TOO_LARGE', field: 'picture' } });
    expect(await postPicture(client, new Uint8Array(7 * 1024 * 1024))).toMatchObject({
      status: 413,
      body: { code: 'PROFILE.PICTURE_TOO_LARGE', field: 'picture' },
    });
    expect(await postPicture(client, new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toMatchObject({
      status: 400,
      body: { code: 'PROFILE.PICTURE_TYPE', field: 'picture' },
    });
    expect(await postPicture(client, pngOf(4000, 10))).toMatchObject({
      status: 400,
      body: { code: 'PROFILE.PICTURE_DIMENSIONS', field: 'picture' },
    });
    expect((await client.op(ME)).data!.me!.profilePictureUrl).toBe(kept.body.url);
  });

  it('takes uploads only from a signed-in person, with the upload header', async () => {
    const { client } = await signedInCreator(app);
    expect((await postPicture(client, pngOf(1, 1), false)).status).toBe(403);
    expect((await postPicture(app.client(), pngOf(1, 1))).status).toBe(401);
    expect((await app.client().op(REMOVE_PROFILE_PICTURE)).errors[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await app.client().request('/api/profile-pictures/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
