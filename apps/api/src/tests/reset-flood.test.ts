import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInCompanyUser } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { INVITE_MEMBER, REGISTER_CREATOR, REQUEST_RESET, newCompanyInput } from './operations.ts';

// A reset storm: signed-out requests from many addresses, each inside every per-address and per-email
// limit, each for an account that exists, so each queues a reset mail. It must not hold back another
// person's reset, nor a company's invitation, by more than seconds.
const FLOOD = 200;
const app = useTestApp();
let outbox: pg.Client;

beforeAll(async () => {
  outbox = new pg.Client({ connectionString: app.databaseUrl });
  await outbox.connect();
});

afterAll(async () => {
  await outbox.end();
});

/** Mails in the development outbox to `to` whose subject contains `subject`. */
const delivered = async (to: string, subject: string) =>
  (
    await outbox.query<{ n: number }>(`select count(*)::int as n from email_outbox where "to" = $1 and subject like '%' || $2 || '%'`, [
      to,
      subject,
    ])
  ).rows[0]?.n ?? 0;

it(`delivers a real reset and an invitation within 10 s of ${FLOOD} anonymous reset requests`, async () => {
  const owner = await signedInCompanyUser(app);
  const person = newCompanyInput();
  const registered = await app.client().op(REGISTER_CREATOR, {
    input: { username: person.username, email: person.email, password: person.password, acceptTerms: true },
  });
  expect(registered.errors).toEqual([]);
  // The flood's accounts: copies of that person's, each with its own name and address.
  await sql(
    app.databaseUrl,
    `insert into user_account
     select (jsonb_populate_record(null::user_account, to_jsonb(u) || jsonb_build_object(
       'id', gen_random_uuid(), 'username', 'flood' || n, 'display_name', 'Flood ' || n, 'email', 'flood' || n || '@example.com'))).*
       from user_account u, generate_series(1, ?) n where u.username = ?`,
    [FLOOD, person.username],
  );

  // Each request from an address of its own (every test client has one), for an account of its own.
  for (let start = 1; start <= FLOOD; start += 20) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.client().op(REQUEST_RESET, { email: `flood${start + i}@example.com` })),
    );
    expect(answers.flatMap((answer) => answer.errors)).toEqual([]);
  }

  const reset = await app.client().op(REQUEST_RESET, { email: person.email });
  expect(reset.errors).toEqual([]);
  const invitee = `invitee.${person.username}@example.com`;
  const invited = await owner.client.op(INVITE_MEMBER, { email: invitee });
  expect(invited.errors).toEqual([]);

  // Both within one 10 s bound, counted from when they were asked for.
  await expect
    .poll(async () => [await delivered(person.email, 'Reset your'), await delivered(invitee, 'invited')], { timeout: 10_000, interval: 50 })
    .toEqual([1, 1]);
  // The flood was real: each request queued a reset mail (the worker may still be sending them).
  const floodMails = async () =>
    (await outbox.query<{ n: number }>(`select count(*)::int as n from mail_delivery where "to" like 'flood%@example.com'`)).rows[0]?.n;
  await expect.poll(floodMails, { timeout: 30_000, interval: 100 }).toBe(FLOOD);
});
