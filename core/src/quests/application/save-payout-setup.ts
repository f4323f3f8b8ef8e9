import { ok, type Result } from '../../shared/result.ts';
import { payoutSetupSchema } from '../domain/payout-setup.schema.ts';
import type { InvalidQuestField } from '../domain/quests.errors.ts';
import type { PayoutAccount, PayoutAccountRepositoryPort, PayoutRecipientsPort } from '../ports/payout-account-repository.port.ts';
import { parseInput } from './parse-input.ts';
import type { ClockPort } from '../../shared/clock.port.ts';

type Deps = { payoutAccounts: PayoutAccountRepositoryPort; recipients: PayoutRecipientsPort; clock: ClockPort };

const masked = (text: string, keep: number) => `••••${text.slice(-keep)}`;

/**
 * The Payment tab of user settings: the creator's bank account or PayPal goes to the payout provider,
 * which answers a recipient id; we keep that id, a masked label and the minimum deal size.
 */
export class SavePayoutSetup {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; setup: unknown }): Promise<Result<PayoutAccount, InvalidQuestField>> {
    const parsed = parseInput(payoutSetupSchema, input.setup);
    if (!parsed.ok) return parsed;
    const setup = parsed.value;
    const details: Record<string, string> =
      setup.method === 'paypal' ? { paypalEmail: setup.paypalEmail } : { accountHolder: setup.accountHolder, iban: setup.iban };
    const recipient = await this.deps.recipients.registerRecipient({ creatorId: input.creatorId, method: setup.method, details });
    const [name = '', domain = ''] = setup.method === 'paypal' ? setup.paypalEmail.split('@') : [];
    const account: PayoutAccount = {
      creatorId: input.creatorId,
      method: setup.method,
      provider: this.deps.recipients.provider,
      providerRecipientId: recipient.recipientId,
      label: setup.method === 'paypal' ? `PayPal ${name.slice(0, 1)}…@${domain}` : `Bank ${masked(setup.iban, 4)}`,
      status: recipient.status,
      minimumDealSizeCents: setup.minimumDealSizeCents,
      updatedAt: this.deps.clock.now(),
    };
    await this.deps.payoutAccounts.save(account);
    return ok(account);
  }
}
