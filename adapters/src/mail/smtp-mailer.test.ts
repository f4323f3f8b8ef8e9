import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    // Plain text on localhost: no certificate to manage in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP test server has no TCP address');
  port = address.port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('delivers the message over SMTP with the URL credentials and the default sender', async () => {
  const mailer = new SmtpMailer(`smtp://mailer:secret@127.0.0.1:${port}`);
  try {
    await mailer.send({ to: 'person@example.com', subject: 'Verify your email', text: 'Plain body', html: '<p>Html body</p>' });
  } finally {
    mailer.close();
  }

  const [mail] = received.splice(0);
  expect(mail?.user).toBe('mailer');
  expect(mail?.from).toBe('no-reply@lurkit.local');
  expect(mail?.to).toEqual(['person@example.com']);
  expect(mail?.raw).toContain('Subject: Verify your email');
  expect(mail?.raw).toContain('From: Lurkit <no-reply@lurkit.local>');
  expect(mail?.raw).toContain('Plain body');
  expect(mail?.raw).toContain('<p>Html body</p>');
});

it('carries the idempotency key as the Message-ID, so a copy resent after a crash can be told apart', async () => {
  const mailer = new SmtpMailer(`smtp://mailer:secret@127.0.0.1:${port}`);
  const key = globalThis.crypto.randomUUID();
  try {
    await mailer.send({ to: 'person@example.com', subject: 'Hi', text: 'x', html: '<p>x</p>' }, { idempotencyKey: key });
  } finally {
    mailer.close();
  }
  const [mail] = received.splice(0);
  expect(mail?.raw).toContain(`Message-ID: <${key}@lurkit.mail>`);
});

it('uses the configured sender', async () => {
  const mailer = new SmtpMailer(`smtp://mailer:secret@127.0.0.1:${port}`, 'Support <support@example.com>');
  try {
    await mailer.send({ to: 'person@example.com', subject: 'Hi', text: 'x', html: '<p>x</p>' });
  } finally {
    mailer.close();
  }
  const [mail] = received.splice(0);
  expect(mail?.from).toBe('support@example.com');
  expect(mail?.raw).toContain('From: Support <support@example.com>');
});

it('fails when the server refuses the credentials, so the job is retried', async () => {
  const mailer = new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`);
  try {
    await expect(mailer.send({ to: 'person@example.com', subject: 'Hi', text: 'x', html: '<p>x</p>' })).rejects.toThrow();
  } finally {
    mailer.close();
  }
  expect(received).toEqual([]);
});
