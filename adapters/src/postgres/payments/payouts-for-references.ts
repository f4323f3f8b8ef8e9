import { centsOf } from '@lurkit/core/shared/money.ts';
import { PAYOUT_STATUSES, type Payout } from '@lurkit/core/shared/payout.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';
import { QuestPayoutEntity, type QuestPayoutRow } from './payments.entities.ts';

/** A quest_payout row as the domain reads it. */
export const payoutOfRow = (row: QuestPayoutRow): Payout & { reference: string } => ({
  id: row.id,
  reference: row.reference,
  status: knownValue(PAYOUT_STATUSES, row.status, 'status'),
  amount: centsOf(row.amountCents),
  initiatedAt: row.initiatedAt,
  paidAt: row.paidAt ?? null,
  failureReason: row.failureReason ?? null,
});

/** The payouts of these quest runs, in one query (a list of runs shows each one's payout state). */
export async function payoutsForReferences(em: EntityManager, references: readonly string[]): Promise<(Payout & { reference: string })[]> {
  if (references.length === 0) return [];
  const rows = await unitOfWork(em).find(QuestPayoutEntity, { reference: { $in: [...references] } });
  return rows.map(payoutOfRow);
}
