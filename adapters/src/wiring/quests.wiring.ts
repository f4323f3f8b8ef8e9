import type { QuestsDeps } from '@lurkit/core/quests/application/quests-deps.ts';
import { LedgeredQuestRunRepository } from '@lurkit/core/quests/application/ledgered-quest-run-repository.ts';
import type { QuestRunRepositoryPort } from '@lurkit/core/quests/ports/quest-run-repository.port.ts';
import { MikroOrmLedger } from '../postgres/ledger/mikro-orm-ledger.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmQuestPaymentRepository } from '../postgres/payments/mikro-orm-quest-payment-repository.ts';
import { AccountsCreatorOfferProfiles } from '../postgres/quests/accounts-creator-offer-profiles.ts';
import { ChannelsQuestEligibility } from '../postgres/quests/channels-quest-eligibility.ts';
import { MikroOrmQuestRepository } from '../postgres/quests/mikro-orm-quest-repository.ts';
import { TimedQuestRunRepository } from '../postgres/quests/timed-quest-run-repository.ts';
import { MikroOrmQuestRunRepository } from '../postgres/quests/mikro-orm-quest-run-repository.ts';
import { StatisticsQuestContentFigures } from '../postgres/quests/statistics-quest-content-figures.ts';
import { TableQuestReminders } from '../postgres/quests/table-quest-reminders.ts';
import { PgBossQuestTimers } from '../jobs/pg-boss-quest-timers.ts';
import { QueuedMailer } from '../mail/queued-mailer.ts';
import { notifyingMailer } from './notifications.wiring.ts';
import { jobDatabaseOf } from '../jobs/job-database.ts';
import { TableQuestCompanyAssets, TableQuestInvitations } from '../postgres/quests/table-quest-company-assets.ts';
import { SandboxCheckoutDesk, SandboxPaymentGateway } from '../sandbox/sandbox-payment-gateway.ts';
import { isUuid, unitOfWork } from '../postgres/shared/unit-of-work.ts';
import { SandboxPayouts } from '../sandbox/sandbox-payouts.ts';
import { SandboxRefunds } from '../sandbox/sandbox-refunds.ts';
import { StripeRefunds } from '../stripe/stripe-refunds.ts';
import { SandboxPayoutRecipients } from '../sandbox/sandbox-payout-recipients.ts';
import { TrolleyApi } from '../trolley/trolley-api.ts';
import { TrolleyPayouts } from '../trolley/trolley-payouts.ts';
import { TrolleyPayoutRecipients } from '../trolley/trolley-payout-recipients.ts';
import { MikroOrmPayoutAccountRepository } from '../postgres/payments/mikro-orm-payout-account-repository.ts';
import { SandboxVideoVisibility } from '../sandbox/sandbox-video-visibility.ts';
import { HttpVideoVisibility } from '../video-visibility/http-video-visibility.ts';
import { oauthClientsFromEnv } from '../oauth/oauth-protocols.ts';
import { MikroOrmUserConnectionRepository } from '../postgres/connections/mikro-orm-user-connection-repository.ts';
import type { Infrastructure } from './infrastructure.ts';
import { companyEventsOf } from './webhooks.wiring.ts';
import { documentingLedger } from './billing.wiring.ts';
import { questKitCodesWiring } from './key-codes.wiring.ts';
import type { PayoutPort, PayoutStatusPort } from '@lurkit/core/shared/payout.port.ts';
import { StripePaymentGateway, stripeClient } from '../stripe/stripe-payment-gateway.ts';

/** Quests on one unit of work; payments, payouts and video checks go to the sandboxes unless configured (video checks per platform, with its OAuth client). */
export const questsWiring = (em: EntityManager, infra: Infrastructure, readOnly: () => EntityManager = () => em) => {
  const trolley = infra.trolley ? new TrolleyApi(infra.trolley, () => infra.clock.now()) : null;
  const trolleyPayouts = trolley ? new TrolleyPayouts(em, trolley) : null;
  const payouts: PayoutPort & PayoutStatusPort = trolleyPayouts ?? new SandboxPayouts(em);
  const ledger = documentingLedger(em, infra, new MikroOrmLedger(em));
  const ledgered = (runs: QuestRunRepositoryPort) => new LedgeredQuestRunRepository(runs, ledger, infra.clock);
  const deps: QuestsDeps = {
    quests: new MikroOrmQuestRepository(em),
    runs: ledgered(new TimedQuestRunRepository(em, new PgBossQuestTimers(infra.queue, jobDatabaseOf(em), () => infra.clock.now()))),
    creators: new AccountsCreatorOfferProfiles(em),
    eligibility: new ChannelsQuestEligibility(em),
    assets: new TableQuestCompanyAssets(em),
    invitations: new TableQuestInvitations(em),
    kitCodes: questKitCodesWiring(em, infra),
    // Real platforms read the video with the creator's grant; sandboxed ones answer from /dev/videos.
    videos: new HttpVideoVisibility(
      infra.oauthClients ?? oauthClientsFromEnv(process.env, infra.appUrl),
      new MikroOrmUserConnectionRepository(em, infra.secrets),
      new SandboxVideoVisibility(em),
    ),
    payments: infra.stripe ? new StripePaymentGateway(stripeClient(infra.stripe)) : new SandboxPaymentGateway(em, infra.appUrl),
    paymentProvider: infra.stripe ? 'stripe' : 'sandbox',
    checkouts: new MikroOrmQuestPaymentRepository(em),
    payouts,
    refunds: infra.stripe ? new StripeRefunds(stripeClient(infra.stripe)) : new SandboxRefunds(em),
    ledger,
    contentFigures: new StatisticsQuestContentFigures(em),
    reminders: new TableQuestReminders(em),
    mailer: notifyingMailer(new QueuedMailer(em), em, infra),
    appUrl: infra.appUrl,
    clock: infra.clock,
    events: companyEventsOf(em, infra),
  };
  return {
    ...deps,
    /** What a creator's browsing reads, from a replica when there is one (built when first browsed). */
    get browsing(): Pick<QuestsDeps, 'quests' | 'creators' | 'invitations' | 'clock'> {
      const reads = readOnly();
      return {
        quests: new MikroOrmQuestRepository(reads),
        creators: new AccountsCreatorOfferProfiles(reads),
        invitations: new TableQuestInvitations(reads),
        clock: infra.clock,
      };
    },
    payoutStatus: payouts,
    /** /dev/payouts settles the sandbox's own payouts by hand. */
    sandboxPayouts: new SandboxPayouts(em),
    /** The sandbox's refunds: the demo seed's payments are the sandbox's, whichever provider is configured. */
    sandboxRefunds: new SandboxRefunds(em),
    sandboxVideos: new SandboxVideoVisibility(em),
    sandboxCheckout: new SandboxCheckoutDesk(em),
    /** Runs saved without queuing timers: the demo seeder, whose timers the worker arms on start. */
    untimedRuns: ledgered(new MikroOrmQuestRunRepository(em)),
    timers: new PgBossQuestTimers(infra.queue, jobDatabaseOf(em), () => infra.clock.now()),
    payoutAccounts: new MikroOrmPayoutAccountRepository(em),
    recipients: trolley ? new TrolleyPayoutRecipients(em, trolley) : new SandboxPayoutRecipients(),
    /** The payouts of whichever provider pays; Trolley's webhook route settles them. */
    trolleyPayouts,
    /** Display names of creators for the participants tables, in one read. */
    creatorNames: async (ids: readonly string[]) => {
      const valid = [...new Set(ids.filter(isUuid))];
      if (valid.length === 0) return [];
      return unitOfWork(em).execute<{ id: string; username: string; displayName: string }[]>(
        'select id, username, display_name as "displayName" from user_account where id in (?)',
        [valid],
      );
    },
  };
};
