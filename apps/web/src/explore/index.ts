/** The explore context's door: what other contexts of this layer may import from it. */
export { KeyCampaignCard, ProgramCard, QuestCard } from './explore-cards.tsx';
export { PublicCreatorProgramFields, PublicKeyCampaignFields, PublicQuestFields } from './operations/explore.operations.ts';
export { PublicKeyCampaignPage } from './pages/PublicKeyCampaignPage.tsx';
export { usePublicKeyCampaign } from './hooks/use-explore.ts';
