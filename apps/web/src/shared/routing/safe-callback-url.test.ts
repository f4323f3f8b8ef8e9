import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeCallbackUrl } from './safe-callback-url.ts';

const origin = 'https://lurkit.example';

describe('safeCallbackUrl', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeCallbackUrl('/company/join?token=abc', origin)).toBe('/company/join?token=abc');
    expect(safeCallbackUrl('https://lurkit.example/user/settings', origin)).toBe('/user/settings');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses %s, which would leave the site',
    (raw) => {
      expect(safeCallbackUrl(raw, origin)).toBeNull();
    },
  );

  it('answers null when there is no callbackUrl', () => {
    expect(safeCallbackUrl(null, origin)).toBeNull();
    expect(safeCallbackUrl('', origin)).toBeNull();
  });
});

describe('loginUrlFor', () => {
  it('encodes the return path so its own query survives', () => {
    const url = new URL(loginUrlFor('/company/join?token=a&b=c'), origin);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('callbackUrl')).toBe('/company/join?token=a&b=c');
  });
});
