import { aDraft, describeTaxDocumentsContract } from '@lurkit/core/billing/ports/tax-documents.contract.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmBillingDetails, MikroOrmTaxDocuments } from './mikro-orm-tax-documents.ts';

const db = useTestDatabase();
const newId = () => globalThis.crypto.randomUUID();

describeTaxDocumentsContract('PostgreSQL', async () => {
  const companies = [newId(), newId()] as const;
  for (const id of companies) await parentRows(db().orm.em).company(id);
  return {
    documents: new MikroOrmTaxDocuments(db().orm.em.fork()),
    details: new MikroOrmBillingDetails(db().orm.em.fork()),
    companies,
    newId,
  };
});

describe('issuing invoices concurrently', () => {
  it('gives every committed invoice its own number, with no gaps, while some issuing transactions roll back', async () => {
    const companyId = newId();
    const [before] = await new MikroOrmTaxDocuments(db().orm.em.fork()).listByCompany(companyId, 1);
    expect(before).toBeUndefined();
    const issues = Array.from({ length: 24 }, (_, i) =>
      db()
        .orm.em.fork()
        .transactional(async (em) => {
          const document = await new MikroOrmTaxDocuments(em).issue(aDraft(newId(), companyId));
          // Every third issue fails after taking its number: its transaction rolls the number back.
          if (i % 3 === 0) throw new Error('rolled back');
          return document;
        })
        .then(
          (d) => d,
          () => null,
        ),
    );
    const committed = (await Promise.all(issues)).filter((d) => d !== null);
    expect(committed).toHaveLength(16);
    const stored = await new MikroOrmTaxDocuments(db().orm.em.fork()).listByCompany(companyId, 100);
    const sequences = stored.map((d) => d.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(16);
    // Gapless: the committed numbers are one run of consecutive integers ending at the series' counter.
    expect(sequences.at(-1)! - sequences[0]! + 1).toBe(16);
    const connection = db().orm.em.fork().getConnection();
    const [{ last } = { last: 0 }] = await connection.execute<{ last: number }[]>(
      `select last_sequence as last from tax_document_series where series = 'INV'`,
    );
    expect(Number(last)).toBe(sequences.at(-1));
    const [{ total } = { total: '0' }] = await connection.execute<{ total: string }[]>(
      `select count(*) as total from tax_document where series = 'INV'`,
    );
    expect(Number(total)).toBe(Number(last));
  });
});
