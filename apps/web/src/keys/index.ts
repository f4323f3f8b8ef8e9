/** The keys context's door: what other contexts of this layer may import from it. */
export { useCompanyKeyCampaigns } from './hooks/use-company-key-campaigns.ts';
export { useBrowseKeyCampaigns } from './hooks/use-creator-key-campaigns.ts';
export { CreateKeyCampaignMutation, ReviewKeyParticipantsMutation } from './operations/company-key-campaigns.operations.ts';
export { KeyCampaignForCreatorQuery } from './operations/creator-key-campaigns.operations.ts';
export { KeyParticipantCreatorFields, KeyParticipantFields } from './operations/key-campaign.fragments.ts';
export { AgreementStep } from './pages/AgreementStep.tsx';
export { keyCampaignSummaryOf } from './pages/key-campaign-summary.ts';
