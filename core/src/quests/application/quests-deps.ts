import type { CompanyEventsPort } from '../../shared/company-events.port.ts';
import type { LedgerPort } from '../../ledger/ports/ledger.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import type { PaymentGatewayPort } from '../../shared/payment-gateway.port.ts';
import type { PayoutPort } from '../../shared/payout.port.ts';
import type { RefundPort } from '../../shared/refund.port.ts';
import type { CreatorOfferProfilePort } from '../ports/creator-offer-profile.port.ts';
import type { QuestCompanyAssetsPort } from '../ports/quest-company-assets.port.ts';
import type { QuestKitCodesPort } from '../ports/quest-kit-codes.port.ts';
import type { QuestEligibilityPort } from '../ports/quest-eligibility.port.ts';
import type { QuestInvitationsPort } from '../ports/quest-invitations.port.ts';
import type { QuestRepositoryPort } from '../ports/quest-repository.port.ts';
import type { QuestRunRepositoryPort } from '../ports/quest-run-repository.port.ts';
import type { VideoVisibilityPort } from '../ports/video-visibility.port.ts';
import type { QuestPaymentRepositoryPort } from '../ports/quest-payment-repository.port.ts';
import type { QuestContentFiguresPort } from '../ports/quest-content-figures.port.ts';
import type { QuestRemindersPort } from '../ports/quest-timers.port.ts';

/** Everything the quests use cases may need; each use case declares the part it uses with Pick. */
export interface QuestsDeps {
  quests: QuestRepositoryPort;
  runs: QuestRunRepositoryPort;
  creators: CreatorOfferProfilePort;
  eligibility: QuestEligibilityPort;
  assets: QuestCompanyAssetsPort;
  invitations: QuestInvitationsPort;
  /** The creator kit's keys, drawn from the Quest's Code Manager items. */
  kitCodes: QuestKitCodesPort;
  videos: VideoVisibilityPort;
  payments: PaymentGatewayPort;
  /** The payment provider's name as checkouts record it ('sandbox', 'stripe'). */
  paymentProvider: string;
  checkouts: QuestPaymentRepositoryPort;
  payouts: PayoutPort;
  /** Gives the company its money back when staff decide a dispute for it. */
  refunds: RefundPort;
  /** The double-entry ledger, written in the same transaction as the money's state (the card charge, payouts; runs post their escrow on save). */
  ledger: LedgerPort;
  /** What the platforms report for submitted content (results). */
  contentFigures: QuestContentFiguresPort;
  /** The addresses mails about a run go to, and the Quest's name for them. */
  reminders: QuestRemindersPort;
  /** Mails to act on; the wiring's mailer also puts them under the bell and honours the email switches. */
  mailer: MailerPort;
  /** The app's address, for links in mails. */
  appUrl: string;
  clock: ClockPort;
  /** Offers, payments, completed runs and failed payouts, written to the webhooks outbox in the change's transaction. */
  events: CompanyEventsPort;
}
