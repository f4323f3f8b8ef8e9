import type { PublishCheck } from './publish-check.types.ts';

/** Failed checks as the API sends them for a fresh draft (messages from core's PUBLISH_CHECKS). */
export const draftChecks: readonly PublishCheck[] = [
  { id: 'campaign.startDate', message: 'Set a start date.', step: 'basics' },
  { id: 'campaign.endDateInFuture', message: 'Set an end date in the future.', step: 'basics' },
  { id: 'campaign.codeManagerItem', message: 'Choose at least one Code Manager item.', step: 'creatorKit' },
  { id: 'campaign.keys', message: 'Add at least one set of keys.', step: 'creatorKit' },
  { id: 'campaign.verifiedEmail', message: 'Verify your email address to publish.', step: null },
];
