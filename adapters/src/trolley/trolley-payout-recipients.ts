import type { PayoutMethod } from '@lurkit/core/quests/domain/payout-setup.schema.ts';
import type { PayoutRecipientsPort } from '@lurkit/core/quests/ports/payout-account-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';
import type { TrolleyApi } from './trolley-api.ts';

interface TrolleyRecipient {
  id: string;
  referenceId?: string | null;
  status: string;
}

/** Trolley calls a recipient who can be paid `active`; any other state is still being checked by Trolley. */
const readiness = (recipient: TrolleyRecipient) => (recipient.status === 'active' ? ('ready' as const) : ('pending' as const));

function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || first };
}

/**
 * Creators as Trolley recipients: the bank account or PayPal address goes to Trolley as the
 * recipient's primary account and stays there; we keep only the recipient id. One recipient per
 * creator, found again by its referenceId (the creator's id) when an earlier save stopped halfway.
 */
export class TrolleyPayoutRecipients implements PayoutRecipientsPort {
  readonly provider = 'trolley';
  readonly #em: EntityManager;
  readonly #api: TrolleyApi;

  constructor(em: EntityManager, api: TrolleyApi) {
    this.#em = em;
    this.#api = api;
  }

  async registerRecipient(input: { creatorId: string; method: PayoutMethod; details: Record<string, string> }) {
    const recipientId = (await this.#existing(input.creatorId)) ?? (await this.#create(input));
    const account =
      input.method === 'paypal'
        ? { type: 'paypal', primary: true, emailAddress: input.details.paypalEmail }
        : {
            type: 'bank-transfer',
            primary: true,
            // Paid in USD (our money); Trolley converts where the bank holds another currency.
            currency: 'USD',
            country: (input.details.iban ?? '').slice(0, 2),
            iban: input.details.iban,
            accountHolderName: input.details.accountHolder,
          };
    await this.#api.post(`/v1/recipients/${encodeURIComponent(recipientId)}/accounts`, account);
    const { recipient } = await this.#api.get<{ recipient: TrolleyRecipient }>(`/v1/recipients/${encodeURIComponent(recipientId)}`);
    return { recipientId, status: readiness(recipient) };
  }

  async #existing(creatorId: string): Promise<string | null> {
    const [stored] = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select provider_recipient_id as id from creator_payout_account where creator_id = ? and provider = 'trolley'`,
      [creatorId],
    );
    if (stored) return stored.id;
    const found = await this.#api.get<{ recipients: TrolleyRecipient[] }>(`/v1/recipients?search=${encodeURIComponent(creatorId)}`);
    return found.recipients.find((r) => r.referenceId === creatorId)?.id ?? null;
  }

  async #create(input: { creatorId: string; method: PayoutMethod; details: Record<string, string> }): Promise<string> {
    const [user] = await unitOfWork(this.#em).execute<{ email: string; displayName: string }[]>(
      'select email, display_name as "displayName" from user_account where id = ?',
      [input.creatorId],
    );
    const name = input.method === 'bank' && input.details.accountHolder ? input.details.accountHolder : (user?.displayName ?? 'Creator');
    const { recipient } = await this.#api.post<{ recipient: TrolleyRecipient }>('/v1/recipients', {
      type: 'individual',
      referenceId: input.creatorId,
      email: user?.email ?? input.details.paypalEmail,
      ...splitName(name),
    });
    return recipient.id;
  }
}
