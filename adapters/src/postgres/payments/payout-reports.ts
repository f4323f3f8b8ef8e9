import { payoutMove, type PayoutReport } from '@lurkit/core/shared/payout-machine.ts';
import { PAYOUT_STATUSES, type PayoutStatus } from '@lurkit/core/shared/payout.port.ts';
import type { PayoutMoved } from '@lurkit/core/quests/application/payout-failures.ts';
import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';

export type PayoutReportOutcome = 'applied' | 'same' | 'ignored' | 'unknown' | 'unmatched';

/** What a provider's report did: the payout it names (as it now is), if any, and the move it made. */
export interface AppliedPayoutReport {
  readonly outcome: PayoutReportOutcome;
  readonly payout: {
    readonly id: string;
    readonly reference: string;
    readonly creatorId: string;
    readonly amount: Cents;
    readonly status: PayoutStatus;
    readonly failureReason: string | null;
  } | null;
  /** The move applied (outcome `applied`), for the ledger and the creator's mail. */
  readonly moved: PayoutMoved | null;
}

/**
 * A provider reported a payout's status. The payout row is locked, the report moved it only forward
 * (see payoutMachine), and every report is kept in quest_payout_report with what became of it, so a
 * late or unknown status is on record but never applied.
 */
export async function applyPayoutReport(
  em: EntityManager,
  input: {
    provider: string;
    providerPayoutId: string;
    providerStatus: string;
    /** null: a status the provider does not document. */
    report: PayoutReport | null;
    failureReason: string;
  },
): Promise<AppliedPayoutReport> {
  const uow = unitOfWork(em);
  const [row] = await uow.execute<
    { id: string; reference: string; creatorId: string; amountCents: number; status: string; failureReason: string | null }[]
  >(
    `select id, reference, creator_id as "creatorId", amount_cents as "amountCents", status, failure_reason as "failureReason"
     from quest_payout where provider = ? and provider_payout_id = ? for update`,
    [input.provider, input.providerPayoutId],
  );
  let payout = row
    ? {
        id: row.id,
        reference: row.reference,
        creatorId: row.creatorId,
        amount: centsOf(Number(row.amountCents)),
        status: knownValue(PAYOUT_STATUSES, row.status, 'status'),
        failureReason: row.failureReason,
      }
    : null;
  let moved: PayoutMoved | null = null;
  let outcome: PayoutReportOutcome;
  let note = '';
  if (!payout) outcome = 'unmatched';
  else if (!input.report) outcome = 'unknown';
  else {
    const move = payoutMove(payout.status, input.report);
    outcome = move.kind === 'apply' ? 'applied' : move.kind === 'ignore' ? 'ignored' : 'same';
    if (move.kind === 'ignore') note = move.why;
    if (move.kind === 'apply') {
      const failureReason = move.to === 'failed' ? input.failureReason : null;
      await uow.execute(
        `update quest_payout set status = ?, paid_at = case when ? = 'paid' then coalesce(paid_at, now()) else null end, failure_reason = ? where id = ?`,
        [move.to, move.to, failureReason, payout.id],
      );
      moved = { ...payout, from: payout.status, to: move.to, failureReason };
      payout = { ...payout, status: move.to, failureReason };
    }
  }
  await uow.execute(
    `insert into quest_payout_report (id, provider, provider_payout_id, provider_status, outcome, note, received_at) values (?, ?, ?, ?, ?, ?, now())`,
    [globalThis.crypto.randomUUID(), input.provider, input.providerPayoutId, input.providerStatus.slice(0, 64), outcome, note],
  );
  return { outcome, payout, moved };
}
