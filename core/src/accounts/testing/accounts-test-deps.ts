import type { EmailMessage } from '../../shared/mailer.port.ts';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { RecordingAccountLinkRequests } from './recording-account-link-requests.ts';
import { SendAccountLink } from '../application/send-account-link.ts';
import { InMemoryRateLimits } from '../../shared/testing/in-memory-rate-limits.ts';
import type { AccountsDeps } from '../application/accounts-deps.ts';
import type { AccountToken } from '../domain/account-token.entity.ts';
import type { CompanyInvitation } from '../domain/company-invitation.entity.ts';
import { COMPANY_MEMBER_LIMIT, type Company } from '../domain/company.entity.ts';
import type { Session } from '../domain/session.entity.ts';
import type { User } from '../domain/user.entity.ts';
import { BUILDER_NOW, aCompany, aUser } from './builders.ts';
import { FakePasswordHasher } from './fake-password-hasher.ts';
import { InMemoryAccountTokenRepository } from './in-memory-account-token-repository.ts';
import { InMemoryCompanyInvitationRepository } from './in-memory-company-invitation-repository.ts';
import { InMemoryCompanyRepository } from './in-memory-company-repository.ts';
import { InMemorySessionRepository } from './in-memory-session-repository.ts';
import { InMemoryUserRepository } from './in-memory-user-repository.ts';

export const TEST_APP_URL = 'https://app.lurkit.test';

/** AccountsDeps with the concrete twins, so a test can set the clock and read the outbox. */
export type AccountsTestDeps = ReturnType<typeof accountsTestDeps>;

/** Fresh in-memory deps with the clock standing at `now` (the builders' default time). */
export function accountsTestDeps(now: Date = BUILDER_NOW) {
  const users = new InMemoryUserRepository();
  const companies = new InMemoryCompanyRepository();
  return {
    users,
    companies,
    invitations: new InMemoryCompanyInvitationRepository(),
    tokens: new InMemoryAccountTokenRepository(),
    sessions: new InMemorySessionRepository({ users, companies }),
    hasher: new FakePasswordHasher(),
    mailer: new RecordingMailer(),
    clock: new SettableClock(now),
    limits: new InMemoryRateLimits(),
    linkRequests: new RecordingAccountLinkRequests(),
    appUrl: TEST_APP_URL,
    memberLimits: { memberLimitOf: async () => COMPANY_MEMBER_LIMIT },
  } satisfies AccountsDeps;
}

export interface Seed {
  users?: User[];
  companies?: Company[];
  invitations?: CompanyInvitation[];
  tokens?: AccountToken[];
  sessions?: Session[];
}

/** Stores the given aggregates through the ports, as a test's "given" step. */
export async function seed(deps: AccountsTestDeps, data: Seed): Promise<void> {
  for (const user of data.users ?? []) await deps.users.save(user);
  for (const company of data.companies ?? []) await deps.companies.save(company);
  for (const invitation of data.invitations ?? []) await deps.invitations.save(invitation);
  for (const token of data.tokens ?? []) await deps.tokens.save(token);
  for (const session of data.sessions ?? []) await deps.sessions.save(session);
}

export interface SeededCompany {
  company: Company;
  owner: User;
  /** The members besides the owner, in joining order. */
  members: User[];
}

/** A stored company with its owner and `otherMembers` more members, all Company users. */
export async function seedCompany(deps: AccountsTestDeps, otherMembers = 0): Promise<SeededCompany> {
  const owner = aUser().withUserType('Company').build();
  const members = Array.from({ length: otherMembers }, () => aUser().withUserType('Company').build());
  let builder = aCompany().ownedBy(owner.id);
  members.forEach((member, i) => {
    builder = builder.withMember(member.id, { joinedAt: new Date(BUILDER_NOW.getTime() + (i + 1) * 1000) });
  });
  const company = builder.build();
  await seed(deps, { users: [owner, ...members], companies: [company] });
  return { company, owner, members };
}

/** The secret from the link in a mail, for following it as the recipient would. */
export function linkToken(message: EmailMessage | undefined): string {
  const match = message?.text.match(/[?&]token=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error('The message carries no token link.');
  return decodeURIComponent(match[1]);
}

/** Plays the worker's part: runs SendAccountLink for every queued link request. */
export async function deliverLinkRequests(deps: AccountsTestDeps): Promise<void> {
  const pending = deps.linkRequests.pending;
  deps.linkRequests.pending = [];
  for (const request of pending) await new SendAccountLink(deps).execute(request);
}
