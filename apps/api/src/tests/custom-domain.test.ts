import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { setDomainStatus } from '../testing/custom-domains.ts';
import { CHECK_COMPANY_CUSTOM_DOMAIN, COMPANY_CUSTOM_DOMAIN, SET_COMPANY_CUSTOM_DOMAIN } from './operations.ts';

// A stand-in for the built web app: the route only needs its index.html.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'lurkit-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><head><title>Lurkit</title></head><body></body></html>');
writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');

const app = useTestApp({ webDistDir });

/** GET with a Host header of our choosing (fetch does not let a caller set Host). */
function get(pathname: string, host: string): Promise<{ status: number; location?: string; csp?: string; body: string }> {
  const url = new URL(app.localUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          csp: res.headers['content-security-policy'] as string | undefined,
          body,
        }),
      );
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
    expect(saved.data?.setCompanyCustomDomain).toMatchObject({
      domain: 'studio.example.com',
      status: 'pending',
      recordName: '_lurkit-verify.studio.example.com',
      recordValue: expect.stringMatching(/^lurkit-verify=[0-9a-f]{32}$/),
      checkedAt: null,
      sandbox: true,
    });
    expect((await company.client.op(COMPANY_CUSTOM_DOMAIN, {})).data?.companyCustomDomain).toEqual(saved.data?.setCompanyCustomDomain);
    const companyId = await companyIdOf(company.input.companyName);
    const queuedChecks = () =>
      sql<{ later: boolean }>(
        app.databaseUrl,
        `select start_after > now() + interval '30 seconds' as later from pgboss.job where name = 'check-custom-domain' and data->>'companyId' = ? order by created_on`,
        [companyId],
      );
    // The first check waits a minute for the company to add the record.
    expect(await queuedChecks()).toEqual([{ later: true }]);
    await setDomainStatus(app.databaseUrl, 'studio.example.com', 'verified');
    expect((await company.client.op(COMPANY_CUSTOM_DOMAIN, {})).data?.companyCustomDomain).toMatchObject({
      status: 'verified',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
    });

    const other = await signedInCompanyUser(app);
    const taken = await other.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'studio.example.com' });
    expect(taken.errors[0]?.extensions?.code).toBe('PROGRAM.DOMAIN_TAKEN');
    const creator = await signedInCreator(app);
    expect((await creator.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'creator.example.com' })).errors[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('"Check now" queues one check at once however often it is pressed; a company without a domain is told to add one', async () => {
    const company = await signedInCompanyUser(app);
    const none = await company.client.op(CHECK_COMPANY_CUSTOM_DOMAIN, {});
    expect(none.errors[0]?.extensions).toMatchObject({ code: 'PROGRAMS.NO_CUSTOM_DOMAIN', field: 'domain' });
    await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'check.example.com' });
    const companyId = await companyIdOf(company.input.companyName);
    const [first, second] = await Promise.all([
      company.client.op(CHECK_COMPANY_CUSTOM_DOMAIN, {}),
      company.client.op(CHECK_COMPANY_CUSTOM_DOMAIN, {}),
    ]);
    expect(first.data?.checkCompanyCustomDomain).toMatchObject({ domain: 'check.example.com', status: 'pending' });
    expect(second.errors).toEqual([]);
    // Whatever state a worker took them to: the delayed first check and one immediate one.
    const queued = await sql<{ singleton_key: string; now: boolean }>(
      app.databaseUrl,
      `select singleton_key, start_after <= now() as now from pgboss.job where name = 'check-custom-domain' and data->>'companyId' = ? order by singleton_key`,
      [companyId],
    );
    expect(queued).toEqual([
      { singleton_key: `now:${companyId}`, now: true },
      { singleton_key: `soon:${companyId}`, now: false },
    ]);
  });

  it('serves /company/{id} and /company/{id}/campaigns as / and /campaigns on that host, and sends other pages to our own host', async () => {
    const company = await signedInCompanyUser(app);
    expect((await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'play.example.com' })).errors).toEqual([]);
    const companyId = await companyIdOf(company.input.companyName);
    await setDomainStatus(app.databaseUrl, 'play.example.com', 'verified');

    const home = await get('/', 'play.example.com');
    expect(home.status).toBe(200);
    // Titled and shared like /company/{id}, with the custom domain's own address.
    expect(home.body).toContain(`<title>${company.input.companyName} · Lurkit</title>`);
    expect(home.body).toContain('<meta property="og:url" content="https://play.example.com/" />');
    expect(home.body).toContain(`<meta property="og:title" content="${company.input.companyName} · Lurkit" />`);
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

  it("serves the web app's own files (the favicon) from the custom domain, where the page's CSP allows them", async () => {
    const company = await signedInCompanyUser(app);
    await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'icons.example.com' });
    await setDomainStatus(app.databaseUrl, 'icons.example.com', 'verified');
    const page = await get('/', 'icons.example.com');
    expect(page.csp).toMatch(/img-src 'self'/);
    const favicon = await get('/favicon.svg', 'icons.example.com');
    expect(favicon.status).toBe(200);
    expect(favicon.body).toContain('<svg');
    // Outside the web app's folder nothing is read.
    expect((await get('/..%2Fpackage.json', 'icons.example.com')).status).toBe(302);
  });

  it('is not served until verified, and not while suspended: a 404 page with no company in it', async () => {
    const company = await signedInCompanyUser(app);
    await company.client.op(SET_COMPANY_CUSTOM_DOMAIN, { domain: 'squat.example.com' });
    const companyId = await companyIdOf(company.input.companyName);
    for (const status of ['pending', 'suspended'] as const) {
      await setDomainStatus(app.databaseUrl, 'squat.example.com', status);
      for (const pathname of ['/', '/campaigns', '/explore']) {
        const answer = await get(pathname, 'squat.example.com');
        expect(answer.status, `${status} ${pathname}`).toBe(404);
        expect(answer.body).toContain('<title>Page not found · Lurkit</title>');
        expect(answer.body).not.toContain(companyId);
        expect(answer.body).not.toContain(company.input.companyName);
      }
    }
    await setDomainStatus(app.databaseUrl, 'squat.example.com', 'verified');
    expect((await get('/', 'squat.example.com')).status).toBe(200);
  });
});
