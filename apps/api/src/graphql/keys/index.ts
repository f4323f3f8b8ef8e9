/** The keys context's door: what other contexts of this layer may import from it. */
export { CompletionRateRef } from './creator-key-campaigns.ts';
export { EligibilityRef, KeyParticipantRef } from './key-campaign.types.ts';
