import { describe, expect, it } from 'vitest';
import { programsTestDeps } from '../testing/programs-test-deps.ts';
import { FIRST_CHECK_AFTER_SECONDS, SetCustomDomain } from './custom-domain.ts';

const appHost = 'lurkit.example.com';

describe('SetCustomDomain', () => {
  it('stores the lower-case host of a domain or URL, and removes it when emptied', async () => {
    const deps = programsTestDeps();
    const set = new SetCustomDomain(deps);

    expect(await set.execute({ companyId: 'company-1', domain: ' https://Play.Example.com/ ', appHost })).toMatchObject({
      ok: true,
      value: { domain: 'play.example.com', status: 'pending', checkedAt: null },
    });
    expect(await deps.domains.findCompanyByDomain('play.example.com')).toBe('company-1');
    await set.execute({ companyId: 'company-1', domain: '', appHost });
    expect(await deps.domains.findByCompany('company-1')).toBeNull();
  });

  it('is served on nothing until verified, and its first check is queued a little later', async () => {
    const deps = programsTestDeps();
    await new SetCustomDomain(deps).execute({ companyId: 'company-1', domain: 'play.example.com', appHost });
    expect(await deps.domains.findServedCompany('play.example.com')).toBeNull();
    expect(deps.domainChecks.queued).toEqual([{ companyId: 'company-1', afterSeconds: FIRST_CHECK_AFTER_SECONDS }]);
  });

  it('keeps the token and state when the same domain is saved again (a double click), and gives a new domain a new token', async () => {
    const deps = programsTestDeps();
    const set = new SetCustomDomain(deps);
    const first = await set.execute({ companyId: 'company-1', domain: 'play.example.com', appHost });
    const again = await set.execute({ companyId: 'company-1', domain: 'PLAY.example.com', appHost });
    expect(again).toEqual(first);
    expect(deps.domainChecks.queued).toHaveLength(1);
    const other = await set.execute({ companyId: 'company-1', domain: 'www.example.com', appHost });
    expect(other.ok && first.ok && other.value!.token).not.toBe(first.ok && first.value!.token);
    expect(await deps.domains.findCompanyByDomain('play.example.com')).toBeNull();
  });

  it.each(['localhost', '127.0.0.1', 'play..example.com', '-bad.example.com', 'ftp://play.example.com', 'play.example.com:8080', appHost])(
    'refuses %s at the domain field',
    async (domain) => {
      const deps = programsTestDeps();
      expect(await new SetCustomDomain(deps).execute({ companyId: 'company-1', domain, appHost })).toMatchObject({
        ok: false,
        error: { code: 'PROGRAM.INVALID_DOMAIN', field: 'domain' },
      });
    },
  );

  it("refuses another company's domain and keeps it theirs", async () => {
    const deps = programsTestDeps();
    const set = new SetCustomDomain(deps);
    await set.execute({ companyId: 'company-1', domain: 'play.example.com', appHost });

    expect(await set.execute({ companyId: 'company-2', domain: 'PLAY.example.com', appHost })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAM.DOMAIN_TAKEN' },
    });
    expect(await deps.domains.findCompanyByDomain('play.example.com')).toBe('company-1');
  });
});
