import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseSteamAppId, STEAM_STORE_URL_MESSAGE, steamStoreUrlSchema } from './steam-store-url.schema.ts';

describe('parseSteamAppId', () => {
  it.each([
    ['https://store.steampowered.com/app/1145360/Hades/', 1145360],
    ['https://store.steampowered.com/app/1145360', 1145360],
    ['http://store.steampowered.com/app/1145360/Hades/?snr=1_4_4__129_1#app_reviews_hash', 1145360],
    ['  store.steampowered.com/app/620/Portal_2/ ', 620],
    ['HTTPS://STORE.STEAMPOWERED.COM/app/620/', 620],
    ['https://store.steampowered.com/agecheck/app/1091500/', 1091500],
    ['https://steamcommunity.com/app/1145360', 1145360],
    ['1145360', 1145360],
    [' 2147483647 ', 2147483647],
  ])('reads %s as %d', (input, appId) => {
    expect(parseSteamAppId(input)).toBe(appId);
  });

  it.each([
    '',
    '0',
    '2147483648',
    '-5',
    '12.5',
    'Hades',
    'https://store.steampowered.com/',
    'https://store.steampowered.com/sub/12345/',
    'https://store.steampowered.com/bundle/12345/',
    'https://store.steampowered.com/app/abc/',
    'https://store.steampowered.com/app/1145360x/',
    'https://store.steampowered.com.evil.example/app/1145360/',
    'https://evil.example/store.steampowered.com/app/1145360/',
    'https://user:pass@store.steampowered.com/app/1145360/',
    'https://store.steampowered.com:8443/app/1145360/',
    'ftp://store.steampowered.com/app/1145360/',
    'javascript:alert(1)//store.steampowered.com/app/1/',
    'https://store.epicgames.com/en-US/p/hades',
  ])('refuses %j', (input) => {
    expect(parseSteamAppId(input)).toBeNull();
  });
});

describe('steamStoreUrlSchema', () => {
  it('gives the app id of a store link', () => {
    expect(v.parse(steamStoreUrlSchema, ' https://store.steampowered.com/app/1145360/Hades/ ')).toBe(1145360);
  });

  it('says what to enter for an empty field, a non-string and a foreign link', () => {
    for (const input of ['  ', 42, 'https://example.com/app/1/']) {
      const parsed = v.safeParse(steamStoreUrlSchema, input);
      expect(parsed.success).toBe(false);
      expect(parsed.issues?.[0]?.message).toBe(STEAM_STORE_URL_MESSAGE);
    }
  });
});
