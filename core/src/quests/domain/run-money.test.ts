import { describe, expect, it } from 'vitest';
import { ledgerAccount as account } from '../../ledger/ports/money-movements.ts';
import { InMemoryLedger } from '../../ledger/testing/in-memory-ledger.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { QUEST_RUN_STATUSES, questRunMachine, type QuestRunStatus } from './quest-run.machine.ts';
import { moneyStageOf, runMoneyMovements } from './run-money.ts';
import type { QuestRun } from './quest-run.entity.ts';

const posting = () => ({ id: globalThis.crypto.randomUUID(), postedAt: new Date('2026-12-01T10:00:00Z') });
const run = aQuestRun().paid().build();

/** Where a run's amount sits in each stage: its escrow, the creator's payable balance, the company's refunds. */
const EXPECTED = { unpaid: [0, 0, 0], held: [50_000, 0, 0], released: [0, 50_000, 0], refunded: [0, 0, 50_000] } as const;

const balancesAfter = async (statuses: QuestRunStatus[]) => {
  const ledger = new InMemoryLedger();
  let before: QuestRun | null = null;
  for (const status of statuses) {
    const after = { ...run, status };
    for (const tx of runMoneyMovements(before, after, posting)) expect(await ledger.post(tx)).toMatchObject({ ok: true });
    before = after;
  }
  return Promise.all([
    ledger.balance(account('escrow', run.id)),
    ledger.balance(account('creatorPayable', run.creatorId)),
    ledger.balance(account('refunds', run.companyId)),
  ]);
};

describe('a run’s money by its status', () => {
  it('follows every move the run machine allows, balanced and never overdrawn', async () => {
    for (const from of QUEST_RUN_STATUSES) {
      for (const to of Object.values(questRunMachine.table[from] ?? {})) {
        expect(await balancesAfter([from, to])).toEqual(EXPECTED[moneyStageOf(to)]);
      }
    }
  });

  it('is posted in full for a run first saved in a later status (the demo world)', async () => {
    for (const status of QUEST_RUN_STATUSES) expect(await balancesAfter([status])).toEqual(EXPECTED[moneyStageOf(status)]);
  });
});
