import { InMemoryLedger } from '../../ledger/testing/in-memory-ledger.ts';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { RecordedCompanyEvents } from '../../shared/testing/recorded-company-events.ts';
import { LedgeredQuestRunRepository } from '../application/ledgered-quest-run-repository.ts';
import type { QuestsDeps } from '../application/quests-deps.ts';
import type { Quest } from '../domain/quest.entity.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import { BUILDER_NOW } from './builders.ts';
import { FakeCreatorOfferProfiles } from './fake-creator-offer-profiles.ts';
import { FakePaymentGateway, FakePayouts, FakeRefunds } from './fake-payments.ts';
import { FakeVideoVisibility } from './fake-video-visibility.ts';
import { FakeQuestEligibility } from './fake-quest-eligibility.ts';
import { FakeQuestCompanyAssets, FakeQuestInvitations } from './fake-quest-company-assets.ts';
import { InMemoryQuestRepository } from './in-memory-quest-repository.ts';
import { InMemoryQuestRunRepository } from './in-memory-quest-run-repository.ts';
import { InMemoryQuestPaymentRepository } from './in-memory-quest-payment-repository.ts';
import { FakeQuestContentFigures } from './fake-quest-content-figures.ts';
import { InMemoryQuestKitCodes } from './in-memory-quest-kit-codes.ts';

/** QuestsDeps with the concrete twins, so a test can set the clock and arrange the fakes. */
export interface QuestsTestDeps extends QuestsDeps {
  quests: InMemoryQuestRepository;
  /** The in-memory runs behind the ledger, as the wiring has them: a saved run's move posts its escrow. */
  runs: LedgeredQuestRunRepository;
  creators: FakeCreatorOfferProfiles;
  eligibility: FakeQuestEligibility;
  assets: FakeQuestCompanyAssets;
  invitations: FakeQuestInvitations;
  kitCodes: InMemoryQuestKitCodes;
  videos: FakeVideoVisibility;
  payments: FakePaymentGateway;
  checkouts: InMemoryQuestPaymentRepository;
  payouts: FakePayouts;
  refunds: FakeRefunds;
  ledger: InMemoryLedger;
  contentFigures: FakeQuestContentFigures;
  mailer: RecordingMailer;
  clock: SettableClock;
  events: RecordedCompanyEvents;
}

/** Every run's creator is reached at the address made of their id, so a test knows whom a mail is for. */
export const creatorAddress = (creatorId: string): string => `${creatorId}@creators.example.com`;
export const QUEST_NAME = 'Launch';

export function questsTestDeps(now: Date = BUILDER_NOW): QuestsTestDeps {
  const ledger = new InMemoryLedger();
  const clock = new SettableClock(now);
  return {
    quests: new InMemoryQuestRepository(),
    runs: new LedgeredQuestRunRepository(new InMemoryQuestRunRepository(), ledger, clock),
    creators: new FakeCreatorOfferProfiles(),
    eligibility: new FakeQuestEligibility(),
    assets: new FakeQuestCompanyAssets(),
    invitations: new FakeQuestInvitations(),
    kitCodes: new InMemoryQuestKitCodes(),
    videos: new FakeVideoVisibility(),
    payments: new FakePaymentGateway(),
    paymentProvider: 'fake',
    checkouts: new InMemoryQuestPaymentRepository(),
    payouts: new FakePayouts(),
    refunds: new FakeRefunds(),
    ledger,
    contentFigures: new FakeQuestContentFigures(),
    reminders: {
      addressesOf: async (run, party) => [party === 'CREATOR' ? creatorAddress(run.creatorId) : `${run.companyId}@companies.example.com`],
      questNameOf: async () => QUEST_NAME,
    },
    mailer: new RecordingMailer(),
    appUrl: 'https://app.example.com',
    clock,
    events: new RecordedCompanyEvents(),
  };
}

/** Stores the given aggregates through the ports, as a test's "given" step. */
export async function seedQuests(deps: QuestsTestDeps, data: { quests?: Quest[]; runs?: QuestRun[] }): Promise<void> {
  for (const quest of data.quests ?? []) await deps.quests.save(quest);
  for (const run of data.runs ?? []) await deps.runs.save(run);
}
