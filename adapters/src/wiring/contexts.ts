import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmCompanyReviewQueue } from '../postgres/accounts/mikro-orm-company-review-queue.ts';
import { MikroOrmUserRepository } from '../postgres/accounts/mikro-orm-user-repository.ts';
import { MikroOrmEmailOutbox } from '../postgres/mail/mikro-orm-email-outbox.ts';
import { MikroOrmUserEventRepository } from '../postgres/events/mikro-orm-user-event-repository.ts';
import { accountsWiring } from './accounts.wiring.ts';
import { channelsWiring } from './channels.wiring.ts';
import { keysWiring } from './keys.wiring.ts';
import { invitationsWiring } from './invitations.wiring.ts';
import { codesWiring } from './codes.wiring.ts';
import { catalogueWiring } from './catalogue.wiring.ts';
import { creatorListsWiring } from './creator-lists.wiring.ts';
import { creatorPagesWiring } from './creator-pages.wiring.ts';
import { insightsWiring } from './insights.wiring.ts';
import { programsWiring } from './programs.wiring.ts';
import { missionsWiring } from './missions.wiring.ts';
import { connectionsWiring } from './connections.wiring.ts';
import { creatorAccessWiring } from './creator-access.wiring.ts';
import { reportsWiring } from './reports.wiring.ts';
import { shopWiring } from './shop.wiring.ts';
import { profileWiring } from './profile.wiring.ts';
import { notificationsWiring } from './notifications.wiring.ts';
import { activationPublishing } from '../postgres/publishing/publishable-tables.ts';
import { AccountsPublisherDirectory } from '../postgres/publishing/accounts-publisher-directory.ts';
import { questsWiring } from './quests.wiring.ts';
import { ledgerWiring } from './ledger.wiring.ts';
import type { Infrastructure } from './infrastructure.ts';
// company
import { notesWiring } from './notes.wiring.ts';
import { apiTokensWiring } from './api-tokens.wiring.ts';
import { webhooksWiring } from './webhooks.wiring.ts';
import type { CompanyPageDeps } from '@lurkit/core/accounts/company-page/application/company-page-deps.ts';
import { MikroOrmCompanyRepository } from '../postgres/accounts/mikro-orm-company-repository.ts';
import { MikroOrmCompanyPageRepository } from '../postgres/accounts/mikro-orm-company-page-repository.ts';
import { billingWiring } from './billing.wiring.ts';
// public experience
import { exploreWiring } from './explore.wiring.ts';
import { gamesWiring } from './games.wiring.ts';
import { matchmakingWiring } from './matchmaking.wiring.ts';
import { reportingWiring } from './reporting.wiring.ts';
import { attributionWiring } from './attribution.wiring.ts';

/**
 * Every context's dependencies, found by its name. A scope builds a context only when a request or a
 * job first touches it. A new context adds one line here (and its `<context>.wiring.ts`). Work that
 * only reads, and may be a moment behind, takes `readOnly`'s unit of work: a replica's when there are
 * replicas (insights, browsing, the public listings, reporting), the primary's otherwise.
 */
export const contextWirings = {
  accounts: accountsWiring,
  companyReview: (em: EntityManager, infra: Infrastructure) => ({
    users: new MikroOrmUserRepository(em, infra.accountChanges),
    reviewQueue: new MikroOrmCompanyReviewQueue(em),
  }),
  channels: channelsWiring,
  userEvents: (em: EntityManager) => new MikroOrmUserEventRepository(em),
  outbox: (em: EntityManager) => new MikroOrmEmailOutbox(em),
  codes: codesWiring,
  keys: keysWiring,
  invitations: invitationsWiring,
  catalogue: catalogueWiring,
  creatorLists: creatorListsWiring,
  creatorPages: creatorPagesWiring,
  insights: insightsWiring,
  quests: questsWiring,
  ledger: ledgerWiring,
  programs: programsWiring,
  missions: missionsWiring,
  connections: connectionsWiring,
  creatorAccess: creatorAccessWiring,
  reports: reportsWiring,
  shop: shopWiring,
  profile: profileWiring,
  notifications: notificationsWiring,
  publishing: (em: EntityManager, infra: Infrastructure) => ({
    activations: activationPublishing(em),
    publishers: new AccountsPublisherDirectory(em, infra.accountChanges),
    clock: infra.clock,
  }),
  // company
  notes: notesWiring,
  apiTokens: apiTokensWiring,
  webhooks: webhooksWiring,
  billing: billingWiring,
  companyPages: (em: EntityManager, infra: Infrastructure): CompanyPageDeps => ({
    companies: new MikroOrmCompanyRepository(em, infra.accountChanges),
    pages: new MikroOrmCompanyPageRepository(em),
    clock: infra.clock,
  }),
  // public experience
  explore: exploreWiring,
  games: gamesWiring,
  // matchmaking
  matchmaking: matchmakingWiring,
  reporting: reportingWiring,
  attribution: attributionWiring,
} satisfies Record<string, (em: EntityManager, infra: Infrastructure, readOnly: () => EntityManager) => unknown>;

export type ContextName = keyof typeof contextWirings;
export type Contexts = { readonly [K in ContextName]: ReturnType<(typeof contextWirings)[K]> };
