/** The explore context's door: what other contexts of this layer may import from it. */
export { KeyCampaignCard, ProgramCard, QuestCard } from './explore-cards.tsx';
export { PublicCreatorProgramFields, PublicKeyCampaignFields, PublicQuestFields } from './operations/explore.operations.ts';
