import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { COMPANY_CUSTOM_DOMAIN, SET_COMPANY_CUSTOM_DOMAIN } from './operations.ts';

// A stand-in for the built web app: the route only needs its index.html.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'lurkit-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Lurkit</title></head><body></body></html>');

const app = useTestApp({ webDistDir });

/** GET with a Host header of our choosing (fetch does not let a caller set Host). */
function get(pathname: string, host: string): Promise<{ status: number; location?: string; body: string }> {
  const url = new URL(app.localUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function companyIdOf(companyName: string): Promise<string> {
  const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from company where name = ?', [companyName]);
  return row!.id;
}

describe("A company page's custom domain", () => {
  it('is validated and stored in page settings, each domain for one company, and only the owner sets it', async () => {
    const company = await signedInCompanyUser(app);
    const bad = await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'not a domain' });
    expect(bad.errors[0]?.extensions).toMatchObject({ code: 'PROGRAM.INVALID_DOMAIN', field: 'domain' });

    const saved = await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'https://Studio.Example.com/' });
    expect(saved.data?.setCompanyCustomDomain).toBe('studio.example.com');
    expect((await company.client.op(COMPANY_CUSTOM_DOMAIN, {})).data?.companyCustomDomain).toBe('studio.example.com');

    const other = await signedInCompanyUser(app);
    const taken = await other.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'studio.example.com' });
    expect(taken.errors[0]?.extensions?.code).toBe('PROGRAM.DOMAIN_TAKEN');
    const creator = await signedInCreator(app);
    expect((await creator.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'creator.example.com' })).errors[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('serves /company/{id} and /company/{id}/campaigns as / and /campaigns on that host, and sends other pages to our own host', async () => {
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'play.example.com' })).errors).toEqual([]);
    const companyId = await companyIdOf(company.input.companyName);

    const home = await get('/', 'play.example.com');
    expect(home.status).toBe(200);
    expect(home.body).toContain(
      `<meta name="lurkit-custom-domain-company" content="${companyId}" data-path="/company/${companyId}" data-app-url="${app.url}">`,
    );
    const campaigns = await get('/campaigns', 'Play.Example.com:443');
    expect(campaigns.body).toContain(`data-path="/company/${companyId}/campaigns"`);

    const elsewhere = await get('/explore?tab=creators', 'play.example.com');
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.location).toBe(`${app.url}/explore?tab=creators`);

    // Our own host and a domain nobody claimed get the web app as always.
    const own = await get('/', new URL(app.localUrl).host);
    expect(own.status).toBe(200);
    expect(own.body).not.toContain('lurkit-custom-domain-company');
    expect((await get('/', 'unclaimed.example.com')).body).not.toContain('lurkit-custom-domain-company');
  });
});
