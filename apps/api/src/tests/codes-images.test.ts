import { pngOf } from '@lurkit/adapters/codes/testing/png.ts';
import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ADD_CODE_ITEM, CODE_MANAGER_ITEMS } from './operations.ts';

const app = useTestApp();

function postImage(client: ReturnType<typeof app.client>, body: Uint8Array, header = true) {
  return client.json<{ code?: string; field?: string; url?: string; width?: number; height?: number }>('/api/code-manager/images', {
    method: 'POST',
    headers: { 'content-type': 'image/png', ...(header ? { 'x-lurkit-upload': '1' } : {}) },
    body: Buffer.from(body),
  });
}

describe('Code Manager item images', () => {
  it('stores a 120x160 PNG, serves it back with its real type, and an item keeps its link', async () => {
    const { client } = await signedInCompanyUser(app);
    const png = pngOf(120, 160);
    const uploaded = await postImage(client, png);
    expect(uploaded).toMatchObject({
      status: 201,
      body: { width: 120, height: 160, url: expect.stringMatching(/^\/api\/code-manager\/images\/[0-9a-f-]{36}$/) },
    });
    const served = await app.client().request(uploaded.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);

    const added = await client.op(ADD_CODE_ITEM, { input: { type: 'other', name: 'Poster', imageUrl: uploaded.body.url } });
    expect(added.errors).toEqual([]);
    expect((await client.op(CODE_MANAGER_ITEMS)).data!.codeManagerItems[0]).toMatchObject({ imageUrl: uploaded.body.url });
  });

  it('refuses more than 5 MB, a file that is no image, and an item link that is neither uploaded nor https, at the field', async () => {
    const { client } = await signedInCompanyUser(app);
    const big = new Uint8Array(5_242_880 + 1);
    big.set(pngOf(120, 160));
    expect(await postImage(client, big)).toMatchObject({ status: 413, body: { code: 'CODES.IMAGE_TOO_LARGE', field: 'image' } });
    expect(await postImage(client, new Uint8Array(7 * 1024 * 1024))).toMatchObject({
      status: 413,
      body: { code: 'CODES.IMAGE_TOO_LARGE', field: 'image' },
    });
    expect(await postImage(client, new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toMatchObject({
      status: 400,
      body: { code: 'CODES.IMAGE_TYPE', field: 'image' },
    });
    const item = await client.op(ADD_CODE_ITEM, { input: { type: 'other', name: 'Poster', imageUrl: 'javascript:alert(1)' } });
    expect(item.errors[0]?.extensions).toMatchObject({ code: 'CODES.INVALID_FIELD', field: 'imageUrl' });
  });

  it('takes uploads only from company members, with the upload header', async () => {
    const { client } = await signedInCompanyUser(app);
    expect((await postImage(client, pngOf(1, 1), false)).status).toBe(403);
    expect((await postImage((await signedInCreator(app)).client, pngOf(1, 1))).status).toBe(403);
    expect((await postImage(app.client(), pngOf(1, 1))).status).toBe(401);
    expect((await app.client().request('/api/code-manager/images/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
