import type { Cents } from '@lurkit/core/shared/money.ts';
import type { RefundPort } from '@lurkit/core/shared/refund.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../postgres/shared/unit-of-work.ts';

/** The sandbox provider's refunds, in its book beside its payments (/dev/checkout shows them). */
export class SandboxRefunds implements RefundPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async refund(input: { paymentId: string; amount: Cents; idempotencyKey: string }): Promise<{ id: string }> {
    const em = unitOfWork(this.#em);
    await em.execute(
      `insert into sandbox_refund (id, idempotency_key, payment_id, amount_cents, created_at)
       values (?, ?, ?, ?, now()) on conflict (idempotency_key) do nothing`,
      [`sbx_re_${globalThis.crypto.randomUUID().replace(/-/g, '')}`, input.idempotencyKey, input.paymentId, input.amount],
    );
    const [row] = await em.execute<{ id: string }[]>('select id from sandbox_refund where idempotency_key = ?', [input.idempotencyKey]);
    return { id: row!.id };
  }
}
