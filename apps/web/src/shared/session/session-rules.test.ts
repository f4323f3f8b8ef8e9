import { describe, expect, it } from 'vitest';
import { deviceId, DEVICE_ID_KEY } from './device-id.ts';
import { oncePerKey } from './once-per-key.ts';
import { reauthWarningProviders, type ConnectionState } from './reauth-warning.ts';
import { markSessionEndingHere, shouldReloadOnSessionChange, takeSessionEndingHere } from './session-ended.ts';

describe('shouldReloadOnSessionChange', () => {
  it('reloads when an authenticated session becomes unauthenticated elsewhere', () => {
    expect(shouldReloadOnSessionChange('authenticated', 'unauthenticated', false)).toBe(true);
  });

  it('does not reload when this page ended the session itself', () => {
    expect(shouldReloadOnSessionChange('authenticated', 'unauthenticated', true)).toBe(false);
  });

  it.each([
    [undefined, 'unauthenticated'],
    ['loading', 'unauthenticated'],
    ['unauthenticated', 'authenticated'],
    ['authenticated', 'authenticated'],
  ] as const)('does not reload for %s -> %s', (previous, next) => {
    expect(shouldReloadOnSessionChange(previous, next, false)).toBe(false);
  });

  it('marks one session end only', () => {
    markSessionEndingHere();
    expect(takeSessionEndingHere()).toBe(true);
    expect(takeSessionEndingHere()).toBe(false);
  });
});

describe('deviceId', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };

  it('creates a random id under DEVICE_ID once and then keeps it', () => {
    const store = storage();
    expect(deviceId(store, () => 'uuid-1')).toBe('uuid-1');
    expect(deviceId(store, () => 'uuid-2')).toBe('uuid-1');
    expect(store.items.get(DEVICE_ID_KEY)).toBe('uuid-1');
  });

  it('uses a random UUID by default', () => {
    expect(deviceId(storage())).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('oncePerKey (User Init once per user id)', () => {
  it('answers true only the first time for each user id', () => {
    const firstTime = oncePerKey();
    expect(firstTime('u-1')).toBe(true);
    expect(firstTime('u-1')).toBe(false);
    expect(firstTime('u-2')).toBe(true);
  });
});

describe('reauthWarningProviders', () => {
  const broken: ConnectionState = { providerKind: 'twitch', hasRefreshToken: true, isValid: false };
  const healthy: ConnectionState = { providerKind: 'youtube', hasRefreshToken: true, isValid: true };

  it('warns a Creator with an invalid connection', () => {
    expect(reauthWarningProviders('Creator', [broken, healthy], '/creator/home')).toEqual(['twitch']);
  });

  it('counts a connection without a refresh token as needing the person again', () => {
    expect(reauthWarningProviders('Creator', [{ ...healthy, hasRefreshToken: false }], '/deals')).toEqual(['youtube']);
  });

  it('stays quiet on the connections settings page', () => {
    expect(reauthWarningProviders('Creator', [broken], '/user/settings/connections')).toEqual([]);
  });

  it('stays quiet for other user types, healthy connections and other provider kinds', () => {
    expect(reauthWarningProviders('Company', [broken], '/home')).toEqual([]);
    expect(reauthWarningProviders('User', [broken], '/home')).toEqual([]);
    expect(reauthWarningProviders(undefined, [broken], '/home')).toEqual([]);
    expect(reauthWarningProviders('Creator', [healthy], '/home')).toEqual([]);
    expect(reauthWarningProviders('Creator', [{ ...broken, providerKind: 'discord' }], '/home')).toEqual([]);
  });

  it('names each provider once', () => {
    expect(reauthWarningProviders('Creator', [broken, { ...broken }], '/home')).toEqual(['twitch']);
  });
});
