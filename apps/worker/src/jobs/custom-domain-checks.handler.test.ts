import { describe, expect, it } from 'vitest';
import { parentRows } from '@lurkit/adapters/testing/parent-rows.ts';
import { SetCustomDomain } from '@lurkit/core/programs/application/custom-domain.ts';
import { verificationRecordName, verificationRecordValue } from '@lurkit/core/programs/domain/domain-verification.ts';
import { FakeDnsResolver } from '@lurkit/core/programs/testing/fake-dns-resolver.ts';
import { useJobDatabase } from '../testing/job-database.ts';
import { checkCustomDomainHandler, recheckCustomDomainsHandler } from './custom-domain-checks.handler.ts';

const dns = new FakeDnsResolver();
const world = useJobDatabase({ dns });
const { jobScope, sql } = world;
const ignore = () => {};

/** A company that added `domain` in page settings, as the API does it. */
async function companyWithDomain(domain: string) {
  const companyId = globalThis.crypto.randomUUID();
  await parentRows(world.database.orm.em).company(companyId);
  const added = await jobScope().transaction((scope) =>
    new SetCustomDomain(scope.programs).execute({ companyId, domain, appHost: 'lurkit.example.com' }),
  );
  if (!added.ok || !added.value) throw new Error('the domain was not added');
  return { companyId, domain, publish: () => dns.publish(verificationRecordName(domain), verificationRecordValue(added.value!.token)) };
}

const stateOf = async (companyId: string) =>
  (await jobScope().transaction((scope) => scope.programs.domains.findByCompany(companyId)))?.status;
const served = (domain: string) => jobScope().transaction((scope) => scope.programs.domains.findServedCompany(domain));
/** As if the last check was two days ago, so the daily recheck takes the domain. */
const checkedLongAgo = (companyId: string) =>
  sql(`update company_custom_domain set checked_at = now() - interval '2 days' where company_id = ?`, [companyId]);

describe('custom-domain check jobs', () => {
  it('a domain just added gets a check queued a little later; it stays pending without the record and is served once the record resolves', async () => {
    const company = await companyWithDomain('play.example.com');
    const [queued] = await sql<{ state: string; later: boolean }>(
      `select state, start_after > now() as later from pgboss.job where name = 'check-custom-domain' and data->>'companyId' = ?`,
      [company.companyId],
    );
    expect(queued).toEqual({ state: 'created', later: true });

    const check = checkCustomDomainHandler(jobScope, ignore, ignore);
    await check({ companyId: company.companyId });
    expect(await stateOf(company.companyId)).toBe('pending');
    expect(await served('play.example.com')).toBeNull();

    company.publish();
    await check({ companyId: company.companyId });
    expect(await stateOf(company.companyId)).toBe('verified');
    expect(await served('play.example.com')).toBe(company.companyId);
  });

  it('the daily recheck suspends a verified domain whose record disappeared, and serves it again when the record returns', async () => {
    const company = await companyWithDomain('gone.example.com');
    company.publish();
    await checkCustomDomainHandler(jobScope, ignore, ignore)({ companyId: company.companyId });
    const infos: unknown[] = [];
    const recheck = recheckCustomDomainsHandler(jobScope, ignore, (entry) => infos.push(entry));

    dns.withdraw(verificationRecordName('gone.example.com'));
    await recheck({});
    // Checked moments ago: the daily recheck leaves it alone.
    expect(await stateOf(company.companyId)).toBe('verified');

    await checkedLongAgo(company.companyId);
    await recheck({});
    expect(await stateOf(company.companyId)).toBe('suspended');
    expect(await served('gone.example.com')).toBeNull();
    expect(infos).toContainEqual(expect.objectContaining({ job: 'recheck-custom-domains', suspended: 1 }));

    company.publish();
    await checkedLongAgo(company.companyId);
    await recheck({});
    expect(await stateOf(company.companyId)).toBe('verified');
  });

  it('throws while DNS is down, so pg-boss retries, and the domain keeps its state', async () => {
    const company = await companyWithDomain('outage.example.com');
    company.publish();
    const check = checkCustomDomainHandler(jobScope, ignore, ignore);
    await check({ companyId: company.companyId });
    dns.setDown(true);
    try {
      await expect(check({ companyId: company.companyId })).rejects.toThrow(/DNS could not answer/);
    } finally {
      dns.setDown(false);
    }
    expect(await stateOf(company.companyId)).toBe('verified');
  });

  it('drops a malformed payload with a log line', async () => {
    const errors: unknown[] = [];
    await checkCustomDomainHandler(jobScope, (entry) => errors.push(entry), ignore)({ companyId: 'not-a-uuid' });
    await recheckCustomDomainsHandler(jobScope, (entry) => errors.push(entry), ignore)('nonsense');
    expect(errors).toEqual([{ job: 'check-custom-domain' }, { job: 'recheck-custom-domains' }]);
  });
});
