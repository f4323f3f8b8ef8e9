import { describe, expect, it } from 'vitest';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { REGISTER_COMPANY, REGISTER_CREATOR, newCompanyInput } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

const app = useTestApp();

/** Makes every insert of a company with this name fail, as a full disk or a lost connection would. */
async function breakCompanyInsertsNamed(name: string) {
  await sql(
    app.databaseUrl,
    `create or replace function fail_company_insert() returns trigger language plpgsql as $$
     begin if new.name = '${name}' then raise exception 'injected fault'; end if; return new; end $$`,
  );
  await sql(app.databaseUrl, 'drop trigger if exists fail_company_insert on company');
  await sql(
    app.databaseUrl,
    'create trigger fail_company_insert before insert on company for each row execute function fail_company_insert()',
  );
}

const queuedMailsTo = async (email: string) =>
  (await sql<{ count: string }>(app.databaseUrl, `select count(*) from mail_delivery where "to" = ?`, [email]))[0]?.count;

describe('every mutation is one transaction', () => {
  it('a failure in the second save (the company) leaves nothing of the first (the user) and queues no mail', async () => {
    await breakCompanyInsertsNamed('Doomed Studio');
    const input = newCompanyInput({ companyName: 'Doomed Studio' });
    const failed = await app.client().op(REGISTER_COMPANY, { input });
    expect(failed.errors[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(failed.data).toBeNull();

    expect(await sql(app.databaseUrl, 'select id from user_account where username = ?', [input.username])).toEqual([]);
    expect(await queuedMailsTo(input.email)).toBe('0');
    // Nothing half-saved: the same sign-up goes through once the fault is gone.
    await sql(app.databaseUrl, 'drop trigger fail_company_insert on company');
    const retried = await app.client().op(REGISTER_COMPANY, { input });
    expect(retried.errors).toEqual([]);
    expect(await queuedMailsTo(input.email)).toBe('1');
  });

  it('a refused mutation keeps nothing either', async () => {
    const input = newCompanyInput({ website: 'javascript:alert(1)' });
    const refused = await app.client().op(REGISTER_COMPANY, { input });
    expect(refused.errors[0]?.extensions).toMatchObject({ code: 'COMPANY.INVALID_FIELD', field: 'website' });
    expect(await sql(app.databaseUrl, 'select id from user_account where username = ?', [input.username])).toEqual([]);
  });
});

describe('races are decided by the database', () => {
  it('ten simultaneous sign-ups for one username: one account, nine answers of 1001', async () => {
    const username = uniqueName('racer');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.client().op(REGISTER_CREATOR, {
          input: { email: `racer${i}.${username}@example.com`, username, password: 'goodpassword1', acceptTerms: true },
        }),
      ),
    );
    const codes = attempts.map((a) => a.errors[0]?.extensions?.code ?? 'ok').sort();
    expect(codes).toEqual(['1001', '1001', '1001', '1001', '1001', '1001', '1001', '1001', '1001', 'ok']);
    expect(await sql(app.databaseUrl, 'select id from user_account where lower(username) = ?', [username])).toHaveLength(1);
  });

  it('ten simultaneous company sign-ups with one name: one company, no orphaned accounts', async () => {
    const companyName = uniqueName('Race Studio ');
    const inputs = Array.from({ length: 10 }, () => newCompanyInput({ companyName }));
    const attempts = await Promise.all(inputs.map((input) => app.client().op(REGISTER_COMPANY, { input })));
    const outcomes = attempts.map((a) => a.data?.registerCompany.userType ?? a.errors[0]?.extensions?.code);
    expect(outcomes.filter((o) => o === 'Company')).toHaveLength(1);
    expect(outcomes.every((o) => o === 'Company' || o === 'User' || o === 'COMPANY.INVALID_FIELD')).toBe(true);
    const companies = await sql(app.databaseUrl, 'select id from company where lower(name) = lower(?)', [companyName]);
    expect(companies).toHaveLength(1);
    const companyUsers = await sql<{ username: string }>(
      app.databaseUrl,
      `select u.username from user_account u where u.user_type = 'Company' and u.username in (?)`,
      [inputs.map((i) => i.username)],
    );
    // Every Company account owns or belongs to a company: none was left behind by a lost race.
    const members = await sql(app.databaseUrl, 'select user_id from company_member where company_id = ?', [
      (companies[0] as { id: string }).id,
    ]);
    expect(companyUsers).toHaveLength(members.length);
  });
});
