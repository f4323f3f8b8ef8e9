import type { ProviderPayout } from '@lurkit/core/ledger/ports/provider-records.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';
import type { TrolleyApi } from './trolley-api.ts';
import { payoutReportOf, type TrolleyPayment } from './trolley-payouts.ts';

type Page = { page: number; pages: number };

/** Trolley's "250.00" as cents. */
const centsOfDecimal = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return centsOf(Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
};

/**
 * What Trolley reports of our payouts, for reconciliation: every payment of every batch, as the payout
 * whose current payment it is (a payment an earlier, failed attempt made keeps Trolley's id and moves
 * no money). A returned payment is failed; a status Trolley does not document is left out, so the
 * ledger's side of it shows as a mismatch rather than being guessed at.
 */
export class TrolleyPaymentRecords {
  readonly #em: EntityManager;
  readonly #api: TrolleyApi;

  constructor(em: EntityManager, api: TrolleyApi) {
    this.#em = em;
    this.#api = api;
  }

  async payouts(): Promise<ProviderPayout[]> {
    const payments = await this.#payments();
    if (payments.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<{ id: string; paymentId: string }[]>(
      `select id, provider_payout_id as "paymentId" from quest_payout where provider = 'trolley' and provider_payout_id in (?)`,
      [payments.map((p) => p.id)],
    );
    const ours = new Map(rows.map((r) => [r.paymentId, r.id]));
    return payments.flatMap((p) => {
      const report = payoutReportOf(p.status);
      if (!report) return [];
      const status = report === 'returned' ? 'failed' : report;
      return [{ payoutId: ours.get(p.id) ?? `trolley:${p.id}`, amount: centsOfDecimal(p.sourceAmount), status }];
    });
  }

  async #payments(): Promise<(TrolleyPayment & { sourceAmount: string })[]> {
    const payments: (TrolleyPayment & { sourceAmount: string })[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const found = await this.#api.get<{ batches: { id: string }[]; meta: Page }>(`/v1/batches?page=${page}&pageSize=100`);
      pages = found.meta.pages;
      for (const batch of found.batches) {
        const path = `/v1/batches/${encodeURIComponent(batch.id)}/payments`;
        for (let p = 1, ps = 1; p <= ps; p++) {
          const listed = await this.#api.get<{ payments: (TrolleyPayment & { sourceAmount: string })[]; meta: Page }>(
            `${path}?page=${p}&pageSize=100`,
          );
          ps = listed.meta.pages;
          payments.push(...listed.payments);
        }
      }
    }
    return payments;
  }
}
