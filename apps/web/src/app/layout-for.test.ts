import { describe, expect, it } from 'vitest';
import { isBarePath } from '../shared/routing/bare-path.ts';
import { layoutFor } from './layout-for.ts';

const BARE = {
  header: 'empty',
  panels: { left: null, right: false },
  fullWidth: true,
};

describe('layoutFor: pages that bring their own frame', () => {
  it.each([
    '/login',
    '/login/error',
    '/register',
    '/register/company',
    '/register/creator',
    '/reset-password',
    '/new-password',
    '/verify-email',
    '/company/join',
    '/creator-programs/p-1/join',
    '/creator-programs/p-1/join/requirements',
    '/company/c-1/register',
    '/company/c-1/register/step-2',
    '/custom-domain-company/c-1',
    '/x/custom-domain-company/campaigns',
  ])('%s has an empty header and full width whoever looks', (path) => {
    expect(layoutFor(path, 'Company', 'authenticated')).toEqual(BARE);
    expect(layoutFor(path, 'Creator', 'authenticated')).toEqual(BARE);
    expect(layoutFor(path, undefined, 'unauthenticated')).toEqual(BARE);
    expect(layoutFor(path, undefined, 'loading')).toEqual(BARE);
  });

  it.each(['/loginx', '/registered', '/company/joined', '/company/c-1/join', '/creator-programs/p-1', '/company/settings', '/'])(
    '%s is an ordinary page (prefixes match whole segments only)',
    (path) => {
      expect(isBarePath(path)).toBe(false);
    },
  );
});

describe('layoutFor: ordinary pages', () => {
  it('gives Company users the role header, the company menu and the right panel', () => {
    expect(layoutFor('/home', 'Company', 'authenticated')).toEqual({
      header: 'role',
      panels: { left: 'company', right: true },
      fullWidth: false,
    });
  });

  it('gives Creator users the role header, the creator menu and the right panel', () => {
    expect(layoutFor('/creator/home', 'Creator', 'authenticated')).toEqual({
      header: 'role',
      panels: { left: 'creator', right: true },
      fullWidth: false,
    });
  });

  it('gives User-type users the full width and no panels', () => {
    expect(layoutFor('/user/creator-access', 'User', 'authenticated')).toEqual({
      header: 'role',
      panels: { left: null, right: false },
      fullWidth: true,
    });
  });

  it('gives visitors the public navigation and no panels', () => {
    expect(layoutFor('/explore', undefined, 'unauthenticated')).toEqual({
      header: 'public',
      panels: { left: null, right: false },
      fullWidth: false,
    });
  });

  it('shows no navigation while the session loads', () => {
    expect(layoutFor('/home', undefined, 'loading')).toEqual({
      header: 'none-while-loading',
      panels: { left: null, right: false },
      fullWidth: false,
    });
  });
});
