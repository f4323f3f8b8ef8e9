import { describe, expect, it } from 'vitest';
import { RESERVED_PAGE_NAMES, parsePageName } from './page-name.ts';

describe('page names', () => {
  it.each(['abc', 'a'.repeat(30), 'Pixel_Forge-2', '  trimmed  '])('accepts %s', (name) => {
    expect(parsePageName('creator', name)).toEqual({ ok: true, value: name.trim() });
  });

  it.each(['ab', 'a'.repeat(31), '-leading', 'trailing_', 'with space', 'émile', 'dot.name', ''])('refuses %s with 2012 / 5012', (name) => {
    expect(parsePageName('creator', name)).toMatchObject({ ok: false, error: { code: '2012', field: 'name' } });
    expect(parsePageName('analytics', name)).toMatchObject({ ok: false, error: { code: '5012' } });
  });

  it('refuses reserved names with 3000, whatever the case or separators', () => {
    for (const name of ['campaigns', 'Admin', 'Terms_Of_Use', 'lurk-it', 'LURKIT']) {
      expect(parsePageName('creator', name)).toMatchObject({ ok: false, error: { code: '3000' } });
    }
    expect(parsePageName('creator', 'campaigns2').ok).toBe(true);
  });

  it('reserves the app routes a page at /{name} would shadow', () => {
    for (const route of ['campaigns', 'company', 'creator', 'user', 'deals', 'login', 'register', 'api', 'explore', 'games', 'insights']) {
      expect(RESERVED_PAGE_NAMES).toContain(route);
    }
  });
});
