import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { setDomainStatus } from '../testing/custom-domains.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATE_CREATOR_PAGE, SET_COMPANY_CUSTOM_DOMAIN } from './operations.ts';

// A stand-in for the built web app: the routes only need its index.html.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'lurkit-web-'));
const INDEX = '<!doctype html><html><head><title>Lurkit</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDistDir, 'index.html'), INDEX);

const app = useTestApp({ webDistDir });

/** Text that breaks a head written with String.replace patterns or without escaping. */
const HOSTILE = `$& $\` $' </title> " <script>alert(1)</script>`;
const HOSTILE_ESCAPED = `$&amp; $\` $&#39; &lt;/title&gt; &quot; &lt;script&gt;alert(1)&lt;/script&gt;`;

/** GET with a Host header of our choosing (fetch does not let a caller set Host). */
function get(pathname: string, host = new URL(app.localUrl).host): Promise<{ status: number; body: string }> {
  const url = new URL(app.localUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One title, no live script, the hostile text only in its escaped form, the rest of index.html untouched. */
function expectSafeHead(html: string) {
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<\/title>/g)).toHaveLength(1);
  expect(html).not.toContain('<script>');
  expect(html).not.toContain(HOSTILE);
  expect(html).toContain(`<title>${HOSTILE_ESCAPED} · Lurkit</title>`);
  expect(html).toContain(`<meta property="og:title" content="${HOSTILE_ESCAPED} · Lurkit" />`);
  expect(html.startsWith('<!doctype html><html><head>')).toBe(true);
  expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
}

describe('user text in the server-written page head', () => {
  it("stays text on a creator page: its title, bio and the creator's name", async () => {
    const creator = await signedInCreator(app);
    const slug = `head-${globalThis.crypto.randomUUID().slice(0, 8)}`;
    expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'Plain', links: [] } })).errors).toEqual([]);
    // Written past the forms' own checks: the head must be safe whatever the database holds.
    await sql(app.databaseUrl, 'update creator_page set title = ?, bio = ? where slug = ?', [HOSTILE, HOSTILE, slug]);
    const page = await get(`/${slug}`);
    expect(page.status).toBe(200);
    expectSafeHead(page.body);
    expect(page.body).toContain(`<meta name="description" content="${HOSTILE_ESCAPED}" />`);
  });

  it("stays text on a company page and on the company's custom domain", async () => {
    const company = await signedInCompanyUser(app);
    const domain = `head-${globalThis.crypto.randomUUID().slice(0, 8)}.example.com`;
    expect((await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain })).errors).toEqual([]);
    await setDomainStatus(app.databaseUrl, domain, 'verified');
    const [row] = await sql<{ id: string }>(app.databaseUrl, 'update company set name = ? where name = ? returning id', [
      HOSTILE,
      company.input.companyName,
    ]);
    const companyId = row!.id;

    const page = await get(`/company/${companyId}`);
    expect(page.status).toBe(200);
    expectSafeHead(page.body);

    const mirrored = await get('/', domain);
    expect(mirrored.status).toBe(200);
    expectSafeHead(mirrored.body.replace(/<meta name="lurkit-custom-domain-company"[^>]*>/, ''));
    expect(mirrored.body).toContain(`<meta property="og:url" content="https://${domain}/" />`);
    expect(mirrored.body).toContain(`<meta name="lurkit-custom-domain-company" content="${companyId}"`);
  });
});
