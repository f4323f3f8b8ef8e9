import type { AccountToken, AccountTokenPurpose } from '../domain/account-token.entity.ts';
import type { CompanyInvitation } from '../domain/company-invitation.entity.ts';
import type { Company, CompanyMember } from '../domain/company.entity.ts';
import type { Session } from '../domain/session.entity.ts';
import type { User } from '../domain/user.entity.ts';
import type { UserRepositoryPort } from '../ports/user-repository.port.ts';

/**
 * Records for the repository contract suites. Names come from a counter so every record in a suite is
 * unique and every run is the same; timestamps are whole milliseconds, which PostgreSQL keeps exactly.
 */
let sequence = 0;
const next = (): string => String(++sequence).padStart(4, '0');
const uuid = (): string => globalThis.crypto.randomUUID();

export const at = (iso: string): Date => new Date(iso);

export function aUserRecord(overrides: Partial<User> = {}): User {
  const n = next();
  return {
    id: uuid(),
    username: `user${n}`,
    displayName: `User${n}`,
    email: `user${n}@example.com`,
    emailVerifiedAt: null,
    passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$hash${n}`,
    userType: 'Creator',
    status: 'active',
    failedSignInAttempts: 0,
    lockedUntil: null,
    isStaff: false,
    createdAt: at('2026-01-10T08:00:00.000Z'),
    ...overrides,
  };
}

/** Saves a user so rows that point at users satisfy their foreign keys. */
export async function aSavedUser(users: UserRepositoryPort, overrides: Partial<User> = {}): Promise<User> {
  const user = aUserRecord(overrides);
  await users.save(user);
  return user;
}

export const aMember = (userId: string, overrides: Partial<CompanyMember> = {}): CompanyMember => ({
  userId,
  isOwner: false,
  title: null,
  joinedAt: at('2026-01-10T09:00:00.000Z'),
  ...overrides,
});

export function aCompanyRecord(members: readonly CompanyMember[], overrides: Partial<Company> = {}): Company {
  const n = next();
  return {
    id: uuid(),
    name: `Company ${n}`,
    type: 'publisher',
    website: `https://company${n}.example.com`,
    email: `contact${n}@example.com`,
    billingEmail: null,
    isVerified: false,
    createdAt: at('2026-01-10T09:00:00.000Z'),
    members,
    ...overrides,
  };
}

export function anInvitationRecord(
  companyId: string,
  invitedByUserId: string,
  overrides: Partial<CompanyInvitation> = {},
): CompanyInvitation {
  const n = next();
  return {
    id: uuid(),
    companyId,
    email: `invitee${n}@example.com`,
    tokenHash: `invitation-hash-${n}`,
    invitedByUserId,
    createdAt: at('2026-01-11T10:00:00.000Z'),
    expiresAt: at('2026-01-18T10:00:00.000Z'),
    acceptedAt: null,
    rejectedAt: null,
    acceptedByUserId: null,
    earlierLinks: [],
    ...overrides,
  };
}

export function aTokenRecord(userId: string, purpose: AccountTokenPurpose, overrides: Partial<AccountToken> = {}): AccountToken {
  const n = next();
  return {
    hash: `token-hash-${n}`,
    userId,
    purpose,
    email: `user${n}@example.com`,
    createdAt: at('2026-01-11T10:00:00.000Z'),
    expiresAt: at('2026-01-12T10:00:00.000Z'),
    usedAt: null,
    ...overrides,
  };
}

export const aSessionRecord = (userId: string, overrides: Partial<Session> = {}): Session => ({
  id: `session-${next()}`,
  userId,
  createdAt: at('2026-01-11T10:00:00.000Z'),
  expiresAt: at('2026-02-10T10:00:00.000Z'),
  ...overrides,
});
