import { startApp } from '@lurkit/api/start-app.ts';
import { withBenchDatabase } from './bench-database.ts';

/** Existing and unknown accounts take the same time on sign-in, reset and resend (within 20 %). */
export const TIMING_RATIO_TARGET = 1.2;
const ROUNDS = 100;

const REGISTER = 'mutation RegisterCreator($input: RegisterCreatorInput!) { registerCreator(input: $input) { userId } }';
const RESET = 'mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { message } }';
const RESEND = 'mutation ResendVerificationEmail($login: String) { resendVerificationEmail(usernameOrEmail: $login) { message } }';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Through the real API (worker off, so only the request path is timed): median time of each request
 * for a real account and for an unknown one, alternating. Every request comes from an address of its
 * own (X-Forwarded-For from loopback), so no per-address limit answers early.
 */
export async function benchAuthTiming() {
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', NODE_ENV: 'test' },
    });
    let address = 0;
    const post = async (path: string, body: string, contentType: string, cookie = '') => {
      address++;
      const started = performance.now();
      const response = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`, cookie },
        body,
      });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const gql = (query: string, variables: Record<string, unknown>) =>
      post('/api/gql', JSON.stringify({ query, variables }), 'application/json');
    const signIn = async (username: string) => {
      const csrf = await fetch(`${app.url}/api/auth/csrf`);
      const cookie = csrf.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const form = new URLSearchParams({ csrfToken, username, password: 'wrongpassword1', json: 'true' }).toString();
      return post('/api/auth/callback/credentials', form, 'application/x-www-form-urlencoded', cookie);
    };
    try {
      const users = Array.from({ length: ROUNDS }, (_, i) => ({ username: `timing${i}`, email: `timing${i}@example.com` }));
      for (const user of users) await gql(REGISTER, { input: { ...user, password: 'secret123', acceptTerms: true } });

      const times = { signIn: [[], []], reset: [[], []], resend: [[], []] } as Record<string, [number[], number[]]>;
      for (const [i, user] of users.entries()) {
        // Unverified accounts, so resend has a mail to queue for the real one.
        // Which goes first alternates, so neither kind gains from a warm cache.
        const pairs: [string, () => Promise<number>, () => Promise<number>][] = [
          ['signIn', () => signIn(user.username), () => signIn(`nobody${i}`)],
          ['reset', () => gql(RESET, { email: user.email }), () => gql(RESET, { email: `nobody${i}@example.com` })],
          ['resend', () => gql(RESEND, { login: user.username }), () => gql(RESEND, { login: `nobody${i}` })],
        ];
        for (const [name, existing, unknown] of pairs) {
          const [a, b] = i % 2 ? [await unknown(), await existing()].reverse() : [await existing(), await unknown()];
          times[name]![0].push(a ?? 0);
          times[name]![1].push(b ?? 0);
        }
      }
      return Object.entries(times).map(([name, [existing, unknown]]) => {
        const ratio = median(existing) / median(unknown);
        return {
          name: `${name}: existing vs unknown account`,
          figures: `${median(existing).toFixed(1)} ms vs ${median(unknown).toFixed(1)} ms, ratio ${ratio.toFixed(2)} (target within ${Math.round((TIMING_RATIO_TARGET - 1) * 100)} %)`,
          met: ratio <= TIMING_RATIO_TARGET && ratio >= 1 / TIMING_RATIO_TARGET,
        };
      });
    } finally {
      await app.stop();
    }
  });
}

if (import.meta.main)
  for (const result of await benchAuthTiming()) console.log(`${result.met ? 'met   ' : 'MISSED'} ${result.name}: ${result.figures}`);
