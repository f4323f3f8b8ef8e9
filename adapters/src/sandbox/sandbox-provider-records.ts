import type {
  ProviderCharge,
  ProviderPayout,
  ProviderRecordsPort,
  ProviderRefund,
} from '@lurkit/core/ledger/ports/provider-records.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import { PAYOUT_STATUSES } from '@lurkit/core/shared/payout.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../postgres/shared/known-value.ts';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/**
 * The sandbox provider's books as reconciliation reads them: its paid checkouts (by our checkout, or
 * its own id when no checkout of ours names it), its paid plan invoices (a plan checkout's payment is
 * its first invoice's, so it is read there once), its refunds by their key, its payouts. The demo
 * world's money is the sandbox's whichever provider is configured, so these are always read.
 */
export class SandboxProviderRecords implements ProviderRecordsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async charges(): Promise<ProviderCharge[]> {
    const rows = await unitOfWork(this.#em).execute<{ checkoutId: string; amount: number }[]>(
      `select coalesce(qp.id::text, 'sandbox:' || sp.id) as "checkoutId", sp.amount_cents as amount
       from sandbox_payment sp left join quest_payment qp on qp.provider = 'sandbox' and qp.provider_payment_id = sp.id
       where sp.status = 'succeeded' and sp.reference not like 'plan:%'
       union all
       select 'plan-invoice:sandbox:' || id, amount_cents from sandbox_invoice where status = 'paid' and amount_cents > 0`,
    );
    return rows.map((r) => ({ checkoutId: r.checkoutId, amount: centsOf(r.amount) }));
  }

  async refunds(): Promise<ProviderRefund[]> {
    const rows = await unitOfWork(this.#em).execute<{ refundId: string; amount: number }[]>(
      `select idempotency_key as "refundId", amount_cents as amount from sandbox_refund`,
    );
    return rows.map((r) => ({ refundId: r.refundId, amount: centsOf(r.amount) }));
  }

  async payouts(): Promise<ProviderPayout[]> {
    const rows = await unitOfWork(this.#em).execute<{ payoutId: string; amount: number; status: string }[]>(
      `select id as "payoutId", amount_cents as amount, status from quest_payout where provider = 'sandbox'`,
    );
    return rows.map((r) => ({ payoutId: r.payoutId, amount: centsOf(r.amount), status: knownValue(PAYOUT_STATUSES, r.status, 'status') }));
  }
}
