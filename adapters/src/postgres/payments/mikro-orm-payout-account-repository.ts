import { PAYOUT_METHODS } from '@lurkit/core/quests/domain/payout-setup.schema.ts';
import type { PayoutAccount, PayoutAccountRepositoryPort } from '@lurkit/core/quests/ports/payout-account-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CreatorPayoutAccountEntity } from './payments.entities.ts';

export class MikroOrmPayoutAccountRepository implements PayoutAccountRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findByCreator(creatorId: string): Promise<PayoutAccount | null> {
    if (!isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(CreatorPayoutAccountEntity, { creator: creatorId });
    if (!row) return null;
    return {
      creatorId: row.creator,
      method: knownValue(PAYOUT_METHODS, row.method, 'method'),
      provider: row.provider,
      providerRecipientId: row.providerRecipientId,
      label: row.label,
      status: knownValue(['ready', 'pending'] as const, row.status, 'status'),
      minimumDealSizeCents: row.minimumDealSizeCents,
      updatedAt: row.updatedAt,
    };
  }

  async save(account: PayoutAccount): Promise<void> {
    await unitOfWork(this.#em).upsert(
      CreatorPayoutAccountEntity,
      {
        creator: account.creatorId,
        method: account.method,
        provider: account.provider,
        providerRecipientId: account.providerRecipientId,
        label: account.label,
        status: account.status,
        minimumDealSizeCents: account.minimumDealSizeCents,
        updatedAt: account.updatedAt,
      },
      { onConflictFields: ['creator'], onConflictAction: 'merge' },
    );
  }
}
