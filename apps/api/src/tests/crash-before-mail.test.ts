import { expect, it } from 'vitest';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { REGISTER_CREATOR, newCompanyInput } from './operations.ts';

const app = useTestApp();

const queuedMailsTo = async (email: string) =>
  (await sql<{ n: number }>(app.databaseUrl, `select count(*)::int as n from mail_delivery where "to" = ?`, [email]))[0]?.n;

it('a crash between saving the account and queuing its verification mail keeps neither, so the sign-up can simply be retried', async () => {
  const { username, email, password } = newCompanyInput();
  // The mail's insert into the queue fails, as it would if the process died or the connection dropped right there.
  await sql(
    app.databaseUrl,
    `create or replace function fail_mail_enqueue() returns trigger language plpgsql as $$
     begin if new."to" = '${email}' then raise exception 'crashed before the mail was queued'; end if; return new; end $$`,
  );
  await sql(
    app.databaseUrl,
    'create trigger fail_mail_enqueue before insert on mail_delivery for each row execute function fail_mail_enqueue()',
  );

  const crashed = await app.client().op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } });
  expect(crashed.errors[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  expect(await sql(app.databaseUrl, 'select id from user_account where username = ?', [username])).toEqual([]);
  expect(await queuedMailsTo(email)).toBe(0);

  await sql(app.databaseUrl, 'drop trigger fail_mail_enqueue on mail_delivery');
  const retried = await app.client().op(REGISTER_CREATOR, { input: { username, email, password, acceptTerms: true } });
  expect(retried.errors).toEqual([]);
  expect(await app.mailTo(email)).toContain('/verify-email?token=');
});
