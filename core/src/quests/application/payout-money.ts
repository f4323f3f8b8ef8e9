import { payoutMovements } from '../../ledger/ports/money-movements.ts';
import { newId } from '../../shared/ids.ts';
import type { Payout, PayoutStatus } from '../../shared/payout.port.ts';
import { postAll } from './ledgered-quest-run-repository.ts';
import type { QuestsDeps } from './quests-deps.ts';

/**
 * Posts what a payout's move does to the creator's money (sent, paid, failed, returned) in the
 * caller's transaction; `from: 'none'` is a payout just made. A move that moves no money posts nothing.
 */
export function postPayoutMove(
  deps: Pick<QuestsDeps, 'ledger' | 'clock'>,
  input: { payout: Pick<Payout, 'id' | 'amount' | 'status'>; creatorId: string; from: PayoutStatus | 'none' },
): Promise<void> {
  const posting = () => ({ id: newId(), postedAt: deps.clock.now() });
  return postAll(
    deps.ledger,
    payoutMovements(posting, {
      payoutId: input.payout.id,
      creatorId: input.creatorId,
      amount: input.payout.amount,
      from: input.from,
      to: input.payout.status,
    }),
  );
}
