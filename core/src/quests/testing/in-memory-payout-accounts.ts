import type { PayoutAccount, PayoutAccountRepositoryPort, PayoutRecipientsPort } from '../ports/payout-account-repository.port.ts';

export class InMemoryPayoutAccounts implements PayoutAccountRepositoryPort {
  readonly #accounts = new Map<string, PayoutAccount>();

  async findByCreator(creatorId: string): Promise<PayoutAccount | null> {
    const account = this.#accounts.get(creatorId);
    return account ? structuredClone(account) : null;
  }

  async save(account: PayoutAccount): Promise<void> {
    this.#accounts.set(account.creatorId, structuredClone(account));
  }
}

/** A provider that accepts every recipient at once. */
export class FakePayoutRecipients implements PayoutRecipientsPort {
  readonly provider = 'fake';
  readonly registered: { creatorId: string; details: Record<string, string> }[] = [];

  async registerRecipient(input: { creatorId: string; details: Record<string, string> }) {
    this.registered.push(input);
    return { recipientId: `rcp_${this.registered.length}`, status: 'ready' as const };
  }
}
