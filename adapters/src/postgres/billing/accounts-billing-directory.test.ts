import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { AccountsBillingDirectory } from './accounts-billing-directory.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

describe('the company statement lines of Quest payments', () => {
  it('names the Quest, the run and the creator of each paid run, and leaves out checkouts not paid', async () => {
    const em = db().orm.em.fork();
    const [acme, ada, bo, paid, open, adaRun, boRun, openRun] = [uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid(), uuid()];
    await parentRows(em).company(acme);
    for (const creator of [ada, bo]) await parentRows(em).user(creator);
    const quest = aQuest().withId(uuid()).ownedBy(acme).with({ name: 'Summer quest' }).build();
    await new MikroOrmQuestRepository(em).save(quest);
    await em.execute(
      `insert into quest_payment (id, company_id, status, total_cents, provider, created_at, completed_at)
       values (?, ?, 'paid', 45000, 'sandbox', '2026-02-12T15:00:00Z', '2026-02-12T15:30:00Z'),
              (?, ?, 'open', 9900, 'sandbox', '2026-02-13T15:00:00Z', null)`,
      [paid, acme, open, acme],
    );
    await em.execute(
      `insert into quest_payment_line (payment_id, run_id, position, quest_id, creator_id, amount_cents)
       values (?, ?, 0, ?, ?, 25000), (?, ?, 1, ?, ?, 20000), (?, ?, 0, ?, ?, 9900)`,
      [paid, adaRun, quest.id, ada, paid, boRun, quest.id, bo, open, openRun, quest.id, ada],
    );
    const creatorName = (id: string) => `User ${id.replace(/-/g, '').slice(0, 20)}`;

    const charges = await new AccountsBillingDirectory(em.fork()).paidQuestCharges(acme);

    const paidAt = new Date('2026-02-12T15:30:00Z');
    expect(charges).toEqual([
      {
        id: `${paid}:${adaRun}`,
        paidAt,
        amount: 25_000,
        description: `Quest "Summer quest", run ${adaRun.slice(0, 8)}, creator ${creatorName(ada)}`,
      },
      {
        id: `${paid}:${boRun}`,
        paidAt,
        amount: 20_000,
        description: `Quest "Summer quest", run ${boRun.slice(0, 8)}, creator ${creatorName(bo)}`,
      },
    ]);

    // Invoices and credit notes read the same names by checkout and by run.
    const directory = new AccountsBillingDirectory(em.fork());
    expect(await directory.checkoutRuns(paid)).toEqual([
      { runId: adaRun, questName: 'Summer quest', creatorName: creatorName(ada), amount: 25_000 },
      { runId: boRun, questName: 'Summer quest', creatorName: creatorName(bo), amount: 20_000 },
    ]);
    expect(await directory.checkoutRuns(uuid())).toBeNull();
    expect(await directory.paidRun(boRun)).toEqual({
      runId: boRun,
      questName: 'Summer quest',
      creatorName: creatorName(bo),
      amount: 20_000,
      checkoutId: paid,
    });
    expect(await directory.paidRun(uuid())).toBeNull();
    expect(await directory.companyName(acme)).toBe(`Company ${acme}`);
  });
});
