import { describe, expect, it } from 'vitest';
import { steamStoreUrl, utmStoreUrl } from './tracked-link.ts';

describe('tracked link target', () => {
  it('tags the Steam store page with the UTM parameters Steam records, replacing any of the same name', () => {
    const url = new URL(utmStoreUrl(`${steamStoreUrl(1145360)}?utm_source=x&l=english`, { campaign: 'camp', content: 'ada' }));
    expect(url.origin + url.pathname).toBe('https://store.steampowered.com/app/1145360/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'lurkit',
      l: 'english',
      utm_medium: 'creator',
      utm_campaign: 'camp',
      utm_content: 'ada',
    });
  });
});
