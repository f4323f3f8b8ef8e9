import type { PayoutMethod } from '../domain/payout-setup.schema.ts';

/** Where a creator is paid; only what the creator may see of it (a label), never the account number. */
export interface PayoutAccount {
  readonly creatorId: string;
  readonly method: PayoutMethod;
  readonly provider: string;
  readonly providerRecipientId: string;
  readonly label: string;
  /** ready: the provider accepted the recipient; pending: it is still checking. */
  readonly status: 'ready' | 'pending';
  readonly minimumDealSizeCents: number;
  readonly updatedAt: Date;
}

export interface PayoutAccountRepositoryPort {
  findByCreator(creatorId: string): Promise<PayoutAccount | null>;
  save(account: PayoutAccount): Promise<void>;
}

/** The payout provider's recipient registration (bank details or PayPal go to the provider, not to us). */
export interface PayoutRecipientsPort {
  readonly provider: string;
  registerRecipient(input: {
    creatorId: string;
    method: PayoutMethod;
    details: Record<string, string>;
  }): Promise<{ recipientId: string; status: 'ready' | 'pending' }>;
}
