import type { KeysDeps } from '@lurkit/core/keys/application/keys-deps.ts';
import type { KeyRequestRiskDeps } from '@lurkit/core/keys/application/judge-key-request-risk.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobDatabaseOf } from '../jobs/job-database.ts';
import { PgBossKeyTimers } from '../jobs/pg-boss-key-timers.ts';
import { QueuedMailer } from '../mail/queued-mailer.ts';
import { notifyingMailer } from './notifications.wiring.ts';
import { AccountsCreatorDirectory } from '../postgres/keys/accounts-creator-directory.ts';
import { ChannelsCreatorEligibility } from '../postgres/keys/channels-creator-eligibility.ts';
import { MikroOrmKeyCampaignRepository } from '../postgres/keys/mikro-orm-key-campaign-repository.ts';
import { MikroOrmKeyParticipantRepository } from '../postgres/keys/mikro-orm-key-participant-repository.ts';
import { MikroOrmLurkcoinLedger } from '../postgres/keys/mikro-orm-lurkcoin-ledger.ts';
import { TableCompanyCreatorLists } from '../postgres/keys/table-company-creator-lists.ts';
import { TablesKeyRequestRiskSignals } from '../postgres/keys/tables-key-request-risk-signals.ts';
import { TablesFoundKeyContent } from '../postgres/keys/tables-found-key-content.ts';
import type { RecordFoundKeyContentDeps } from '@lurkit/core/keys/application/record-found-key-content.ts';
import type { Infrastructure } from './infrastructure.ts';
import { keyCodesWiring } from './key-codes.wiring.ts';
import { companyEventsOf } from './webhooks.wiring.ts';

/** Key campaigns on one unit of work; mails and the claim's timers are queued in its transaction. Requests' risk signals and content found on channels read the tables. */
export const keysWiring = (
  em: EntityManager,
  infra: Infrastructure,
  readOnly: () => EntityManager = () => em,
): KeysDeps &
  Pick<KeyRequestRiskDeps, 'riskSignals'> &
  Pick<RecordFoundKeyContentDeps, 'foundContent'> & { readonly browsing: Pick<KeysDeps, 'campaigns' | 'eligibility'> } => ({
  campaigns: new MikroOrmKeyCampaignRepository(em),
  participants: new MikroOrmKeyParticipantRepository(em, infra.secrets),
  keyCodes: keyCodesWiring(em, infra),
  ledger: new MikroOrmLurkcoinLedger(em),
  creators: new AccountsCreatorDirectory(em),
  eligibility: new ChannelsCreatorEligibility(em),
  creatorLists: new TableCompanyCreatorLists(em),
  timers: new PgBossKeyTimers(infra.queue, jobDatabaseOf(em)),
  mailer: notifyingMailer(new QueuedMailer(em), em, infra),
  clock: infra.clock,
  events: companyEventsOf(em, infra),
  riskSignals: new TablesKeyRequestRiskSignals(em),
  foundContent: new TablesFoundKeyContent(em),
  /** What a creator's browsing reads, from a replica when there is one (built when first browsed). */
  get browsing() {
    const reads = readOnly();
    return { campaigns: new MikroOrmKeyCampaignRepository(reads), eligibility: new ChannelsCreatorEligibility(reads) };
  },
});
