import type { AccountsDeps } from '@lurkit/core/accounts/application/accounts-deps.ts';
import type { UserEventRepositoryPort } from '@lurkit/core/events/user-event-repository.port.ts';
import type { EmailOutboxReader } from '@lurkit/adapters/postgres/mail/mikro-orm-email-outbox.ts';

/** What one HTTP request or one job works with: repositories bound to its own unit of work. */
export interface RequestScope {
  accounts: AccountsDeps;
  userEvents: UserEventRepositoryPort;
  outbox: EmailOutboxReader;
}

export type RequestScopeFactory = () => RequestScope;
