import { describe, expect, it } from 'vitest';
import { cardCharge } from '../../ledger/ports/money-movements.ts';
import type { Cents } from '../../shared/money.ts';
import { aDraft } from '../ports/tax-documents.contract.ts';
import { billingTestDeps, COMPANY, MEMBER, OTHER_COMPANY, STRANGER } from '../testing/billing-test-deps.ts';
import { ListStatements } from './invoices.ts';
import { IssueTaxDocuments } from './issue-tax-documents.ts';
import { GetTaxDocument, ListTaxDocuments } from './tax-documents.ts';

describe('tax documents for the company', () => {
  it("lists the company's own documents and answers another company's as not found", async () => {
    const { deps } = billingTestDeps();
    const mine = await deps.documents.issue(aDraft('d1', COMPANY));
    const theirs = await deps.documents.issue(aDraft('d2', OTHER_COMPANY));
    const listed = await new ListTaxDocuments(deps).execute({ actorUserId: MEMBER });
    expect(listed.ok && listed.value.map((d) => d.id)).toEqual([mine.id]);
    const own = await new GetTaxDocument(deps).execute({ actorUserId: MEMBER, documentId: mine.id });
    expect(own.ok && own.value.number).toBe('INV-000001');
    const other = await new GetTaxDocument(deps).execute({ actorUserId: MEMBER, documentId: theirs.id });
    expect(!other.ok && other.error.code).toBe('BILLING.DOCUMENT_NOT_FOUND');
    const stranger = await new GetTaxDocument(deps).execute({ actorUserId: STRANGER, documentId: mine.id });
    expect(!stranger.ok && stranger.error.code).toBe('BILLING.DOCUMENT_NOT_FOUND');
  });

  it('puts a refund line naming the Quest, run, creator and credit note on the statement, netted from the total', async () => {
    const { deps, directory } = billingTestDeps();
    const paidAt = new Date('2026-03-10T09:00:00Z');
    directory.questCharges.set(COMPANY, [
      { id: 'q1', paidAt, amount: 29_000 as Cents, description: 'Quest "Launch", run aaaaaaaa, creator Ann' },
    ]);
    directory.checkouts.set('checkout-1', [{ runId: 'aaaaaaaa-1', questName: 'Launch', creatorName: 'Ann', amount: 29_000 as Cents }]);
    const issue = new IssueTaxDocuments(deps);
    await issue.forTransaction(
      cardCharge({ id: 'tx1', postedAt: paidAt }, { checkoutId: 'checkout-1', companyId: COMPANY, amount: 29_000 as Cents }),
    );
    await issue.forTransaction({
      id: 'tx2',
      cause: 'refund',
      reference: 'quest-run-aaaaaaaa-1',
      currency: 'USD',
      postedAt: new Date('2026-03-20T09:00:00Z'),
      entries: [
        { account: 'escrow:aaaaaaaa-1', amountCents: -29_000 },
        { account: `refunds:${COMPANY}`, amountCents: 29_000 },
      ],
      reverses: null,
    });
    const statements = await new ListStatements(deps).execute({ actorUserId: MEMBER });
    expect(statements.ok && statements.value[0]).toMatchObject({
      month: '2026-03',
      total: 0,
      lines: [
        { kind: 'QUEST', amount: 29_000 },
        {
          kind: 'REFUND',
          amount: -29_000,
          description: 'Refund: Quest "Launch", run aaaaaaaa, creator Ann (credit note CN-000001)',
        },
      ],
    });
  });
});
