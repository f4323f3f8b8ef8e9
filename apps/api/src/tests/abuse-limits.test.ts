import { MAILS_PER_ADDRESS } from '@lurkit/core/shared/mail-quota.ts';
import { RESETS_PER_ADDRESS } from '@lurkit/core/accounts/domain/account-request-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@lurkit/adapters/testing/eventually.ts';
import { sql } from '../testing/direct-db.ts';
import { HttpClient } from '../testing/http-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import { startApp, type RunningApp } from '../start-app.ts';
import { DELETE_ACCOUNT, REGISTER_COMPANY, REQUEST_RESET, RESEND_VERIFICATION, newCompanyInput } from './operations.ts';
import { CURRENT_PASSWORD_CHECKS_PER_ACCOUNT } from '@lurkit/core/accounts/domain/account-request-limits.ts';

const app = useTestApp();

async function registered() {
  const input = newCompanyInput();
  expect((await app.client().op(REGISTER_COMPANY, { input })).errors).toEqual([]);
  return input;
}

/** Mails queued to `email` once the worker has handled every pending link request. */
async function mailsQueuedTo(email: string): Promise<number> {
  await eventually(async () => {
    const [row] = await sql<{ n: number }>(
      app.databaseUrl,
      `select count(*)::int as n from pgboss.job where name = 'send-account-link' and state in ('created', 'retry', 'active')`,
    );
    return row?.n === 0 ? true : undefined;
  });
  const [row] = await sql<{ n: number }>(app.databaseUrl, `select count(*)::int as n from mail_delivery where "to" = ?`, [email]);
  return row?.n ?? 0;
}

describe('reset and resend tell nobody which accounts exist', () => {
  it('answers the same for an existing and an unknown address, 1403 included', async () => {
    const input = await registered();
    const ask = async (email: string) => {
      const answers = [];
      for (let i = 0; i <= RESETS_PER_ADDRESS.limit; i++) answers.push(await app.client().op(REQUEST_RESET, { email }));
      return answers;
    };

    const known = await ask(input.email);
    const unknown = await ask(`nobody-${input.email}`);
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.errors[0]?.extensions?.code).toBe('1403');
  });

  it('answers resend the same for an existing, a verified and an unknown login', async () => {
    const input = await registered();
    const answers = await Promise.all(
      [input.username, 'democompany', 'nobody-here-at-all'].map((usernameOrEmail) =>
        app.client().op(RESEND_VERIFICATION, { usernameOrEmail }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });
});

describe('mail limits', () => {
  it(`one request with 1,000 resendVerificationEmail aliases queues at most ${MAILS_PER_ADDRESS.limit} mails`, async () => {
    const input = await registered();
    const aliases = Array.from({ length: 1000 }, (_, i) => `m${i}: resendVerificationEmail(usernameOrEmail: $login) { message }`).join(
      '\n',
    );
    const result = await app.client().gql('Flood', `mutation Flood($login: String) {\n${aliases}\n}`, { login: input.email });

    expect(result.status).toBeLessThan(500);
    expect(await mailsQueuedTo(input.email)).toBeLessThanOrEqual(MAILS_PER_ADDRESS.limit);
  });

  it(`many people asking for one address get it at most ${MAILS_PER_ADDRESS.limit} mails an hour, with the same answer`, async () => {
    const input = await registered();
    const answers = [];
    for (let i = 0; i < 2 * RESETS_PER_ADDRESS.limit; i++) {
      const operation =
        i % 2
          ? app.client().op(RESEND_VERIFICATION, { usernameOrEmail: input.username })
          : app.client().op(REQUEST_RESET, { email: input.email });
      answers.push(await operation);
    }

    expect(answers.every((a) => a.errors.length === 0)).toBe(true);
    // The registration's own verification mail counts too.
    expect(await mailsQueuedTo(input.email)).toBe(MAILS_PER_ADDRESS.limit);
  });
});

describe('current-password checks', () => {
  it('counts wrong guesses on delete-account although each refused mutation is rolled back', async () => {
    const input = await registered();
    const client = app.client();
    expect((await client.signIn(input.username, input.password)).status).toBe(200);
    for (let i = 0; i < CURRENT_PASSWORD_CHECKS_PER_ACCOUNT.limit; i++) {
      expect((await client.op(DELETE_ACCOUNT, { currentPassword: 'wrongpassword1' })).errors[0]?.extensions?.code).toBe('1202');
    }

    const refused = await client.op(DELETE_ACCOUNT, { currentPassword: input.password });
    expect(refused.errors[0]).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
      message: expect.stringMatching(/try again in 15 minutes/),
    });
    expect((await app.client().signIn(input.username, input.password)).status).toBe(200);
  });
});

describe('limits hold across instances', () => {
  let second: RunningApp;
  beforeAll(async () => {
    second = await startApp({
      databaseUrl: app.databaseUrl,
      port: 0,
      webDistDir: null,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', NODE_ENV: 'test' },
    });
  });
  afterAll(async () => {
    await second?.stop();
  });

  it('guesses spread over two instances lock the same address and login', async () => {
    const input = await registered();
    const onFirst = new HttpClient(app.url, '198.51.100.99');
    const onSecond = new HttpClient(second.url, '198.51.100.99');
    const codes = [];
    for (const client of [onFirst, onSecond, onFirst, onSecond, onFirst, onSecond]) {
      codes.push((await client.signIn(input.username, 'wrongpassword1')).body.error);
    }

    expect(codes).toEqual(['1202', '1202', '1202', '1202', '1206', '1206']);
    expect((await new HttpClient(second.url).signIn(input.username, input.password)).status).toBe(200);
  });
});
