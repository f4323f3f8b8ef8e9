import { newSecretToken } from '../../shared/secret-token.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';
import { addMs } from '../../shared/time.ts';
import { ACCOUNT_TOKEN_TTL_MS, type AccountToken, type AccountTokenPurpose } from '../domain/account-token.entity.ts';
import type { CompanyType } from '../domain/company-fields.schema.ts';
import { invitationExpiry, type CompanyInvitation } from '../domain/company-invitation.entity.ts';
import type { Company, CompanyMember } from '../domain/company.entity.ts';
import { SESSION_MAX_AGE_MS, type Session } from '../domain/session.entity.ts';
import type { AccountStatus, User, UserType } from '../domain/user.entity.ts';
import { fakePasswordHash } from './fake-password-hasher.ts';

/**
 * Test data builders (Object Mothers). Defaults come from a seeded source, so a failing test shows
 * the same data on every run; tests state only the fields their rule is about.
 */
export { BUILDER_NOW };
export const DEFAULT_PASSWORD = 'Password123';

const source = seededSource(20_250_310);
export const { seededId } = source;
const { seededWord, seededHex: hex } = source;

export class UserBuilder {
  #user: User;

  constructor() {
    const name = `user${seededWord()}`;
    this.#user = {
      id: seededId(),
      username: name,
      displayName: name,
      email: `${name}@example.com`,
      emailVerifiedAt: BUILDER_NOW,
      passwordHash: fakePasswordHash(DEFAULT_PASSWORD),
      userType: 'User',
      status: 'active',
      failedSignInAttempts: 0,
      lockedUntil: null,
      isStaff: false,
      createdAt: BUILDER_NOW,
    };
  }

  #with(changes: Partial<User>): this {
    this.#user = { ...this.#user, ...changes };
    return this;
  }

  withId(id: string) {
    return this.#with({ id });
  }
  asStaff() {
    return this.#with({ isStaff: true });
  }
  withUsername(username: string) {
    return this.#with({ username });
  }
  withDisplayName(displayName: string) {
    return this.#with({ displayName });
  }
  withEmail(email: string) {
    return this.#with({ email });
  }
  withPassword(password: string) {
    return this.#with({ passwordHash: fakePasswordHash(password) });
  }
  withUserType(userType: UserType) {
    return this.#with({ userType });
  }
  withStatus(status: AccountStatus) {
    return this.#with({ status });
  }
  withFailedSignInAttempts(failedSignInAttempts: number) {
    return this.#with({ failedSignInAttempts });
  }
  lockedUntil(lockedUntil: Date | null) {
    return this.#with({ lockedUntil });
  }
  createdAt(createdAt: Date) {
    return this.#with({ createdAt });
  }
  verifiedAt(emailVerifiedAt: Date) {
    return this.#with({ emailVerifiedAt });
  }
  unverified() {
    return this.#with({ emailVerifiedAt: null });
  }

  build(): User {
    return { ...this.#user };
  }
}
export const aUser = () => new UserBuilder();

export class CompanyBuilder {
  #company: Company;

  constructor() {
    const word = seededWord();
    this.#company = {
      id: seededId(),
      name: `Company ${word}`,
      type: 'publisher',
      website: `https://${word}.example.com`,
      email: `contact@${word}.example.com`,
      billingEmail: null,
      isVerified: false,
      createdAt: BUILDER_NOW,
      members: [],
    };
  }

  #with(changes: Partial<Company>): this {
    this.#company = { ...this.#company, ...changes };
    return this;
  }

  withId(id: string) {
    return this.#with({ id });
  }
  withName(name: string) {
    return this.#with({ name });
  }
  withType(type: CompanyType) {
    return this.#with({ type });
  }
  verified() {
    return this.#with({ isVerified: true });
  }
  ownedBy(userId: string, joinedAt = BUILDER_NOW) {
    return this.withMember(userId, { isOwner: true, joinedAt });
  }
  withMember(userId: string, member: Partial<Omit<CompanyMember, 'userId'>> = {}) {
    const added: CompanyMember = { userId, isOwner: false, title: null, joinedAt: BUILDER_NOW, ...member };
    return this.#with({ members: [...this.#company.members, added] });
  }

  build(): Company {
    return { ...this.#company, members: [...this.#company.members] };
  }
}
export const aCompany = () => new CompanyBuilder();

export class InvitationBuilder {
  #invitation: CompanyInvitation;

  constructor() {
    this.#invitation = {
      id: seededId(),
      companyId: seededId(),
      email: `invitee${seededWord()}@example.com`,
      tokenHash: hex(64),
      invitedByUserId: seededId(),
      createdAt: BUILDER_NOW,
      expiresAt: invitationExpiry(BUILDER_NOW),
      acceptedAt: null,
      acceptedByUserId: null,
      rejectedAt: null,
      earlierLinks: [],
    };
  }

  #with(changes: Partial<CompanyInvitation>): this {
    this.#invitation = { ...this.#invitation, ...changes };
    return this;
  }

  withId(id: string) {
    return this.#with({ id });
  }
  forCompany(company: Company) {
    const owner = company.members.find((m) => m.isOwner);
    return this.#with({ companyId: company.id, invitedByUserId: owner?.userId ?? this.#invitation.invitedByUserId });
  }
  withEmail(email: string) {
    return this.#with({ email });
  }
  createdAt(createdAt: Date) {
    return this.#with({ createdAt, expiresAt: invitationExpiry(createdAt) });
  }
  expiresAt(expiresAt: Date) {
    return this.#with({ expiresAt });
  }
  rejected(rejectedAt = BUILDER_NOW) {
    return this.#with({ rejectedAt });
  }

  acceptedBy(userId: string, acceptedAt = BUILDER_NOW) {
    return this.#with({ acceptedAt, acceptedByUserId: userId });
  }

  build(): CompanyInvitation {
    return { ...this.#invitation };
  }

  /** The invitation plus the secret its link carries. */
  async buildWithToken(): Promise<{ invitation: CompanyInvitation; token: string }> {
    const secret = await newSecretToken();
    return { invitation: { ...this.#invitation, tokenHash: secret.hash }, token: secret.token };
  }
}
export const anInvitation = () => new InvitationBuilder();

export class AccountTokenBuilder {
  #token: AccountToken;

  constructor() {
    this.#token = {
      hash: hex(64),
      userId: seededId(),
      purpose: 'verify-email',
      email: `user${seededWord()}@example.com`,
      createdAt: BUILDER_NOW,
      expiresAt: addMs(BUILDER_NOW, ACCOUNT_TOKEN_TTL_MS['verify-email']),
      usedAt: null,
    };
  }

  #with(changes: Partial<AccountToken>): this {
    this.#token = { ...this.#token, ...changes };
    return this;
  }

  forUser(user: User) {
    return this.#with({ userId: user.id, email: user.email });
  }
  withEmail(email: string) {
    return this.#with({ email });
  }
  /** Also moves the expiry to that purpose's lifetime. */
  withPurpose(purpose: AccountTokenPurpose) {
    return this.#with({ purpose, expiresAt: addMs(this.#token.createdAt, ACCOUNT_TOKEN_TTL_MS[purpose]) });
  }
  createdAt(createdAt: Date) {
    return this.#with({ createdAt, expiresAt: addMs(createdAt, ACCOUNT_TOKEN_TTL_MS[this.#token.purpose]) });
  }
  usedAt(usedAt: Date) {
    return this.#with({ usedAt });
  }

  build(): AccountToken {
    return { ...this.#token };
  }

  async buildWithToken(): Promise<{ accountToken: AccountToken; token: string }> {
    const secret = await newSecretToken();
    return { accountToken: { ...this.#token, hash: secret.hash }, token: secret.token };
  }
}
export const anAccountToken = () => new AccountTokenBuilder();

export class SessionBuilder {
  #session: Session;

  constructor() {
    this.#session = {
      id: hex(64),
      userId: seededId(),
      createdAt: BUILDER_NOW,
      expiresAt: addMs(BUILDER_NOW, SESSION_MAX_AGE_MS),
    };
  }

  #with(changes: Partial<Session>): this {
    this.#session = { ...this.#session, ...changes };
    return this;
  }

  forUser(user: User) {
    return this.#with({ userId: user.id });
  }
  createdAt(createdAt: Date) {
    return this.#with({ createdAt, expiresAt: addMs(createdAt, SESSION_MAX_AGE_MS) });
  }
  expiresAt(expiresAt: Date) {
    return this.#with({ expiresAt });
  }

  build(): Session {
    return { ...this.#session };
  }

  async buildWithToken(): Promise<{ session: Session; token: string }> {
    const secret = await newSecretToken();
    return { session: { ...this.#session, id: secret.hash }, token: secret.token };
  }
}
export const aSession = () => new SessionBuilder();
