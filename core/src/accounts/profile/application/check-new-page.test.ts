import { describe, expect, it } from 'vitest';
import { InMemoryPageRegistry } from '../testing/in-memory-page-registry.ts';
import { CheckNewPage } from './check-new-page.ts';

function setup(existing = 0) {
  const pages = new InMemoryPageRegistry();
  for (let i = 0; i < existing; i += 1) pages.add({ ownerUserId: 'u1', kind: 'creator', name: `page${i}` });
  pages.add({ ownerUserId: 'u2', kind: 'analytics', name: 'TakenName' });
  return new CheckNewPage({ pages });
}

describe('CheckNewPage', () => {
  it('accepts a free, well-formed name under the limit', async () => {
    expect(await setup(5).execute({ ownerUserId: 'u1', kind: 'creator', name: ' fresh-name ' })).toEqual({
      ok: true,
      value: { name: 'fresh-name' },
    });
  });

  it('refuses a 7th creator page before looking at the name', async () => {
    expect(await setup(6).execute({ ownerUserId: 'u1', kind: 'creator', name: 'x' })).toMatchObject({ ok: false, error: { code: '2015' } });
  });

  it('counts each kind on its own', async () => {
    expect((await setup(6).execute({ ownerUserId: 'u1', kind: 'analytics', name: 'stats-page' })).ok).toBe(true);
  });

  it('refuses a taken name in any case (2013), a bad format (5012) and a reserved name (3000)', async () => {
    const check = setup();
    expect(await check.execute({ ownerUserId: 'u1', kind: 'creator', name: 'takenname' })).toMatchObject({
      ok: false,
      error: { code: '2013' },
    });
    expect(await check.execute({ ownerUserId: 'u1', kind: 'analytics', name: 'a b' })).toMatchObject({
      ok: false,
      error: { code: '5012' },
    });
    expect(await check.execute({ ownerUserId: 'u1', kind: 'creator', name: 'settings' })).toMatchObject({
      ok: false,
      error: { code: '3000' },
    });
  });
});
