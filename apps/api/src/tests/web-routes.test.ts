import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { companyWithProgram } from '../testing/programs-world.ts';
import { CREATE_CREATOR_PAGE } from './operations.ts';

// A stand-in for the built web app: the server only needs its index.html.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'lurkit-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Lurkit</title></head><body></body></html>');

const app = useTestApp({ webDistDir });

async function page(address: string) {
  const response = await app.client().request(address);
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
  return { status: response.status, title };
}

describe('the pages the server answers (the web route table)', () => {
  it.each([
    ['/deals', 'Deals · Lurkit'],
    ['/home', 'Company home · Lurkit'],
    ['/staff', 'Staff home · Lurkit'],
    ['/campaigns/quests/browse', 'Browse Quests · Lurkit'],
    [`/campaigns/${randomUUID()}/participants/pending`, 'Key campaign participants · Lurkit'],
    ['/creator/onboarding/hardware', 'Onboarding · Lurkit'],
    ['/login', 'Sign in · Lurkit'],
  ])('answers %s with the app titled after its page', async (address, title) => {
    expect(await page(address)).toEqual({ status: 200, title });
  });

  it.each(['/deals/nowhere', '/company/settings/nothing/here', '/games/g-1/news/a-1/more', '/anna/streams/more'])(
    'answers an address outside the route table, %s, with 404 and the not-found page',
    async (address) => {
      expect(await page(address)).toEqual({ status: 404, title: 'Page not found · Lurkit' });
    },
  );

  it('answers a creator page nobody holds with 404, and one that exists with its own title', async () => {
    expect(await page(`/nobody-${randomUUID().slice(0, 8)}`)).toEqual({ status: 404, title: 'Page not found · Lurkit' });
    const creator = await signedInCreator(app);
    const slug = `routes-${randomUUID().slice(0, 8)}`;
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'Cosy streams', links: [] } })).errors).toEqual([]);
    expect(await page(`/${slug}`)).toEqual({ status: 200, title: 'Cosy streams · Lurkit' });
  });

  it('answers a Creator Program nobody holds with 404, and one that exists (hidden too, by its link) with its own title', async () => {
    for (const id of [randomUUID(), 'not-a-program']) {
      expect(await page(`/creator-programs/${id}`)).toEqual({ status: 404, title: 'Page not found · Lurkit' });
      expect(await page(`/creator-programs/${id}/missions`)).toEqual({ status: 404, title: 'Page not found · Lurkit' });
    }
    const company = await companyWithProgram(app, { name: 'Cosy Creators', visibility: 'hidden' });
    expect(await page(`/creator-programs/${company.program.id}`)).toEqual({ status: 200, title: 'Cosy Creators · Lurkit' });
    expect((await page('/creator-programs/memberships')).status).toBe(200);
  });
});
