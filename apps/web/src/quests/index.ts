/** The quests context's door: what other contexts of this layer may import from it. */
export { useCompanyQuests, useMyQuestDeals } from './hooks/use-quests.ts';
export { type QuestDeal } from './operations/creator-quests.operations.ts';
export { QuestRunFields } from './operations/quest.fragments.ts';
export { questRunColumns, questRunCreatorColumn } from './pages/quest-run-columns.tsx';
export { QuestDealsList } from './pages/QuestDealsList.tsx';
