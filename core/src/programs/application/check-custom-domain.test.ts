import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../shared/time.ts';
import { pendingDomain, verificationRecordName, verificationRecordValue, type CustomDomain } from '../domain/domain-verification.ts';
import { programsTestDeps, type ProgramsTestDeps } from '../testing/programs-test-deps.ts';
import { CheckCustomDomain, RecheckCustomDomains, RequestDomainCheck } from './check-custom-domain.ts';

async function withDomain(deps: ProgramsTestDeps, companyId = 'company-1', domain = 'play.example.com'): Promise<CustomDomain> {
  const added = pendingDomain(companyId, domain);
  await deps.domains.save(added);
  return added;
}

const publishFor = (deps: ProgramsTestDeps, d: CustomDomain) =>
  deps.dns.publish(verificationRecordName(d.domain), verificationRecordValue(d.token));
const status = async (deps: ProgramsTestDeps, companyId = 'company-1') => (await deps.domains.findByCompany(companyId))?.status;

describe('CheckCustomDomain', () => {
  it('stays pending without the record, is verified and served once it resolves, suspended when it disappears, verified again when it returns', async () => {
    const deps = programsTestDeps();
    const domain = await withDomain(deps);
    const check = new CheckCustomDomain(deps);

    await check.execute({ companyId: 'company-1' });
    expect(await status(deps)).toBe('pending');
    expect(deps.dns.asked).toEqual(['_lurkit-verify.play.example.com']);

    publishFor(deps, domain);
    expect(await check.execute({ companyId: 'company-1' })).toMatchObject({ status: 'verified', verifiedAt: deps.clock.now() });
    expect(await deps.domains.findServedCompany('play.example.com')).toBe('company-1');

    deps.dns.withdraw(verificationRecordName(domain.domain));
    await check.execute({ companyId: 'company-1' });
    expect(await status(deps)).toBe('suspended');
    expect(await deps.domains.findServedCompany('play.example.com')).toBeNull();

    publishFor(deps, domain);
    await check.execute({ companyId: 'company-1' });
    expect(await status(deps)).toBe('verified');
  });

  it("is not fooled by another domain's token, or by a record at the domain itself", async () => {
    const deps = programsTestDeps();
    const domain = await withDomain(deps);
    deps.dns.publish(verificationRecordName(domain.domain), verificationRecordValue('someone-elses-token'));
    deps.dns.publish(domain.domain, verificationRecordValue(domain.token));
    await new CheckCustomDomain(deps).execute({ companyId: 'company-1' });
    expect(await status(deps)).toBe('pending');
  });

  it('throws and changes nothing while DNS cannot answer (the job retries), so an outage never suspends a domain', async () => {
    const deps = programsTestDeps();
    const domain = await withDomain(deps);
    publishFor(deps, domain);
    await new CheckCustomDomain(deps).execute({ companyId: 'company-1' });
    deps.dns.setDown(true);
    await expect(new CheckCustomDomain(deps).execute({ companyId: 'company-1' })).rejects.toThrow();
    expect(await status(deps)).toBe('verified');
  });

  it('leaves a domain the company replaced during the check alone', async () => {
    const deps = programsTestDeps();
    const old = await withDomain(deps);
    const replacement = pendingDomain('company-1', 'www.example.com');
    await deps.domains.save(replacement);
    publishFor(deps, old);
    await new CheckCustomDomain(deps).check(old);
    expect(await deps.domains.findByCompany('company-1')).toEqual(replacement);
  });
});

describe('RequestDomainCheck ("Check now")', () => {
  it('queues a check at once, and refuses at the domain field when there is no domain', async () => {
    const deps = programsTestDeps();
    expect(await new RequestDomainCheck(deps).execute({ companyId: 'company-1' })).toMatchObject({
      ok: false,
      error: { code: 'PROGRAMS.NO_CUSTOM_DOMAIN', field: 'domain' },
    });
    await withDomain(deps);
    expect(await new RequestDomainCheck(deps).execute({ companyId: 'company-1' })).toMatchObject({
      ok: true,
      value: { status: 'pending' },
    });
    expect(deps.domainChecks.queued).toEqual([{ companyId: 'company-1', afterSeconds: 0 }]);
  });
});

describe('RecheckCustomDomains (daily)', () => {
  it('suspends a verified domain whose record disappeared and rechecks nothing checked in the last 20 hours', async () => {
    const deps = programsTestDeps();
    const gone = await withDomain(deps, 'company-1', 'gone.example.com');
    const kept = await withDomain(deps, 'company-2', 'kept.example.com');
    publishFor(deps, gone);
    publishFor(deps, kept);
    const check = new CheckCustomDomain(deps);
    await check.execute({ companyId: 'company-1' });
    await check.execute({ companyId: 'company-2' });
    deps.dns.withdraw(verificationRecordName(gone.domain));

    deps.clock.advance(HOUR_MS);
    expect(await new RecheckCustomDomains(deps).execute({ limit: 10 })).toEqual({ checked: 0, verified: 0, suspended: 0, failed: 0 });
    deps.clock.advance(24 * HOUR_MS);
    expect(await new RecheckCustomDomains(deps).execute({ limit: 10 })).toEqual({ checked: 2, verified: 0, suspended: 1, failed: 0 });
    expect(await status(deps, 'company-1')).toBe('suspended');
    expect(await status(deps, 'company-2')).toBe('verified');
  });

  it('counts a domain whose lookup failed and goes on with the others', async () => {
    const deps = programsTestDeps();
    await withDomain(deps);
    deps.dns.setDown(true);
    expect(await new RecheckCustomDomains(deps).execute({ limit: 10 })).toEqual({ checked: 0, verified: 0, suspended: 0, failed: 1 });
    expect(await status(deps)).toBe('pending');
  });
});
