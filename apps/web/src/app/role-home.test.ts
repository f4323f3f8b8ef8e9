import { describe, expect, it } from 'vitest';
import { homeFor } from '../shared/routing/role-home.ts';

describe('homeFor (where the logo leads)', () => {
  it.each([
    ['Company', '/home'],
    ['Creator', '/creator/home'],
    ['User', '/user/creator-access'],
  ] as const)('sends %s users to %s', (userType, home) => {
    expect(homeFor({ userType, isStaff: false })).toBe(home);
  });

  it('sends staff to their own home, whatever their user type', () => {
    expect(homeFor({ userType: 'User', isStaff: true })).toBe('/staff');
    expect(homeFor({ userType: 'Company', isStaff: true })).toBe('/staff');
  });

  it('sends visitors without a user type to /login', () => {
    expect(homeFor(undefined)).toBe('/login');
  });
});
