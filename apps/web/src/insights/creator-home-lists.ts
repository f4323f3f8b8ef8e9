import type { QuestDeal } from '../quests/index.ts';

type RunState = 'active' | 'review' | 'claimReward' | 'completed' | 'declined' | 'canceled' | 'expired' | (string & {});

/**
 * The creator's open Quest deals, those waiting on the creator first, each group by the nearest due
 * time (no due time last), so the top row is always the next thing to do.
 */
export function questsByNextAction(deals: readonly QuestDeal[]): QuestDeal[] {
  const due = (d: QuestDeal) => (d.dueAt ? Date.parse(d.dueAt) : Number.MAX_SAFE_INTEGER);
  const waitsOnCreator = (d: QuestDeal) => (d.partyToAct === 'CREATOR' ? 0 : 1);
  return [...deals].sort((a, b) => waitsOnCreator(a) - waitsOnCreator(b) || due(a) - due(b));
}

/** What the creator does next for a run in this state; null when nothing is theirs to do. */
export const MISSION_NEXT_STEP: Partial<Record<RunState, string>> = {
  claimReward: 'Claim your reward',
  active: 'Finish and submit your content',
};

const MISSION_ORDER: readonly RunState[] = ['claimReward', 'active', 'review', 'completed', 'declined', 'canceled', 'expired'];

/** Mission runs, those the creator must act on first (reward to claim, then unfinished), newest joined first within a state. */
export function missionRunsByNextAction<R extends { state: RunState; joinedAt: string }>(runs: readonly R[]): R[] {
  const rank = (state: RunState) => {
    const index = MISSION_ORDER.indexOf(state);
    return index === -1 ? MISSION_ORDER.length : index;
  };
  return [...runs].sort((a, b) => rank(a.state) - rank(b.state) || Date.parse(b.joinedAt) - Date.parse(a.joinedAt));
}
