import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { cookieOptions, csrfCookieName, sessionCookieName } from './cookies.ts';

describe('session cookies', () => {
  it('are Secure with the __Host- prefix (Path=/, no Domain) when the app is served over https', () => {
    const config = readConfig({ APP_URL: 'https://app.lurkit.example' }, 'http://localhost:3000');
    expect(sessionCookieName(config)).toBe('__Host-lurkit.session-token');
    expect(csrfCookieName(config)).toBe('__Host-lurkit.csrf-token');
    expect(cookieOptions(config)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(cookieOptions(config)).not.toHaveProperty('domain');
  });

  it('are not Secure over plain http, where browsers would drop them', () => {
    const config = readConfig({}, 'http://localhost:3000');
    expect(sessionCookieName(config)).toBe('lurkit.session-token');
    expect(cookieOptions(config).secure).toBe(false);
  });
});
