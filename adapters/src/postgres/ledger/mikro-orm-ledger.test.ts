import { describeLedgerContract } from '@lurkit/core/ledger/ports/ledger.contract.ts';
import { ledgerAccount } from '@lurkit/core/ledger/domain/ledger-account.ts';
import { cardCharge } from '@lurkit/core/ledger/ports/money-movements.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmLedger } from './mikro-orm-ledger.ts';

const db = useTestDatabase();

describeLedgerContract('PostgreSQL', async () => ({
  // Truncate is the test's own reset; rows themselves are never updated or deleted.
  ledger: async () => {
    await db().orm.em.fork().getConnection().execute('truncate ledger_entry, ledger_transaction');
    return new MikroOrmLedger(db().orm.em.fork());
  },
  runs: 25,
}));

it('refuses to update or delete a posted entry or transaction: they are only reversed', async () => {
  const ledger = new MikroOrmLedger(db().orm.em.fork());
  const charge = cardCharge(
    { id: globalThis.crypto.randomUUID(), postedAt: new Date('2026-12-01T10:00:00Z') },
    { checkoutId: 'checkout-immutable', companyId: 'company-9', amount: centsOf(1_000) },
  );
  await ledger.post(charge);
  const connection = db().orm.em.fork().getConnection();
  await expect(connection.execute('update ledger_entry set amount_cents = 0 where transaction_id = ?', [charge.id])).rejects.toThrow(
    /append-only/,
  );
  await expect(connection.execute('delete from ledger_entry where transaction_id = ?', [charge.id])).rejects.toThrow(/append-only/);
  await expect(connection.execute('delete from ledger_transaction where id = ?', [charge.id])).rejects.toThrow(/append-only/);
  expect(await ledger.balance(ledgerAccount('companyCash', 'company-9'))).toBe(-1_000);
});
