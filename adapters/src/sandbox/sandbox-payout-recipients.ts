import type { PayoutRecipientsPort } from '@lurkit/core/quests/ports/payout-account-repository.port.ts';

/**
 * The payout provider's recipient registration, played locally: every recipient is accepted at once
 * and the details go nowhere (a real provider keeps them; we never store account numbers).
 */
export class SandboxPayoutRecipients implements PayoutRecipientsPort {
  readonly provider = 'sandbox';

  async registerRecipient(input: { creatorId: string }) {
    return { recipientId: `sbx_rcp_${input.creatorId}`, status: 'ready' as const };
  }
}
