import { describe, expect, it } from 'vitest';
import { sql } from '../../testing/direct-db.ts';
import { ReconcileLedger } from '@lurkit/core/ledger/application/reconcile-ledger.ts';

import { scopeOf, type SeededWorld } from './seeded-world.ts';

/** Its ledger, tax documents and plans: balanced, documented and agreeing with the sandbox provider's books. */
export function demoMoneyChecks(world: SeededWorld): void {
  describe("the demo world's money", () => {
    it('seeds its money through the ledger: every transaction balanced, each charge in escrow, the paid-out deals on their way', async () => {
      const unbalanced = await sql<{ id: string }>(
        world.first.url,
        'select transaction_id as id from ledger_entry group by transaction_id having sum(amount_cents) <> 0',
      );
      expect(unbalanced).toEqual([]);
      const balances = await sql<{ kind: string; cents: string }>(
        world.first.url,
        `select split_part(account, ':', 1) as kind, sum(amount_cents)::text as cents from ledger_entry group by 1 order by 1`,
      );
      const of = (kind: string) => Number(balances.find((b) => b.kind === kind)?.cents ?? 0);
      expect(of('providerClearing')).toBe(0);
      expect(of('escrow')).toBeGreaterThan(0);
      expect(of('refunds')).toBeGreaterThan(0);
      expect(of('creatorInTransit')).toBeGreaterThan(0);
      // Demo Studio's three paid Pro invoices and Northern Lights' one paid Enterprise invoice.
      const paidPlans = await sql<{ cents: string }>(
        world.first.url,
        `select sum(amount_cents)::text as cents from sandbox_invoice where status = 'paid'`,
      );
      expect(of('planRevenue')).toBe(Number(paidPlans[0]?.cents));
    });

    it('documents its money: an invoice for every card and plan charge and a credit note for every refund, against the same ledger transaction', async () => {
      const undocumented = await sql<{ cause: string; id: string }>(
        world.first.url,
        `select t.cause, t.id from ledger_transaction t
           where t.cause in ('cardCharge', 'planCharge', 'refund')
             and not exists (select 1 from tax_document d where d.ledger_transaction_id = t.id::text
                             and d.kind = case t.cause when 'refund' then 'creditNote' else 'invoice' end)`,
      );
      expect(undocumented).toEqual([]);
      const notes = await sql<{ credits: string | null }>(
        world.first.url,
        `select credits_number as credits from tax_document where kind = 'creditNote'`,
      );
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.every((n) => n.credits?.startsWith('INV-'))).toBe(true);
    });

    it("agrees with the sandbox provider's books: reconciliation lists nothing", async () => {
      const scope = scopeOf(world.first);
      expect((await scope.transaction((tx) => new ReconcileLedger(tx.ledger).execute())).mismatches).toEqual([]);
    });

    it('puts Demo Studio on Pro with paid invoices, Northern Lights on Enterprise with a declined renewal, the rest on Free', async () => {
      const plans = await sql<{ name: string; plan: string | null; status: string | null; invoices: string | null }>(
        world.first.url,
        `select c.name, s.plan, s.status,
                  (select string_agg(i.status, ',' order by i.issued_at) from billing_invoice i where i.company_id = c.id) as invoices
           from company c left join company_subscription s on s.company_id = c.id order by c.name`,
      );
      expect(plans.find((p) => p.name === 'Demo Studio')).toEqual({
        name: 'Demo Studio',
        plan: 'pro',
        status: 'active',
        invoices: 'paid,paid,paid',
      });
      expect(plans.find((p) => p.name === 'Northern Lights Games')).toMatchObject({
        plan: 'enterprise',
        status: 'past_due',
        invoices: 'paid,failed',
      });
      expect(plans.filter((p) => p.plan === null).length).toBeGreaterThanOrEqual(3);
      const sandbox = await sql<{ n: number }>(world.first.url, 'select count(*)::int as n from sandbox_invoice');
      expect(sandbox).toEqual([{ n: 5 }]);
    });
  });
}
