/**
 * Every publish check with the stable id the UI's Fix action targets: `step` is the edit wizard's step
 * (its route segment; '' is the wizard's first page) and `field` the input to focus. 'account' is the
 * settings page where the email can be verified, outside the wizard.
 */
export const PUBLISH_CHECKS = {
  'quest.name': { wizard: 'quest', step: '', field: 'name', message: 'Give the quest a name.' },
  'quest.startDate': { wizard: 'quest', step: '', field: 'startDate', message: 'Set a start date.' },
  'quest.endDateInFuture': { wizard: 'quest', step: '', field: 'endDate', message: 'Set an end date in the future.' },
  'quest.embargoOrDate': { wizard: 'quest', step: '', field: 'embargo', message: 'Set a valid embargo or a delivery date in the future.' },
  'quest.talkingPoint': { wizard: 'quest', step: 'goals-and-info', field: 'talkingPoints', message: 'Add at least one talking point.' },
  'quest.codeManagerItem': {
    wizard: 'quest',
    step: 'creatorkit',
    field: 'codeManagerItems',
    message: 'Add at least one Code Manager item.',
  },
  'quest.keys': { wizard: 'quest', step: 'creatorkit', field: 'keys', message: 'Add at least one set of keys.' },
  'quest.verifiedEmail': { wizard: 'account', step: 'personal-info', field: 'email', message: 'Verify your email address to publish.' },
  'campaign.name': { wizard: 'keyCampaign', step: 'basics', field: 'name', message: 'Give the campaign a name.' },
  'campaign.startDate': { wizard: 'keyCampaign', step: 'basics', field: 'startDate', message: 'Set a start date.' },
  'campaign.endDateInFuture': { wizard: 'keyCampaign', step: 'basics', field: 'endDate', message: 'Set an end date in the future.' },
  'campaign.codeManagerItem': {
    wizard: 'keyCampaign',
    step: 'basics',
    field: 'codeManagerItem',
    message: 'Choose at least one Code Manager item.',
  },
  'campaign.keys': { wizard: 'keyCampaign', step: 'access', field: 'keys', message: 'Add at least one set of keys.' },
  'campaign.verifiedEmail': { wizard: 'account', step: 'personal-info', field: 'email', message: 'Verify your email address to publish.' },
  'mission.criterion': {
    wizard: 'mission',
    step: 'completion-criteria',
    field: 'criteria',
    message: 'Add at least one completion criterion.',
  },
  'mission.startDateNotPast': { wizard: 'mission', step: '', field: 'startDate', message: 'Set a start date that is not in the past.' },
  'mission.game': { wizard: 'mission', step: '', field: 'games', message: 'Choose at least one game.' },
  'mission.reward': { wizard: 'mission', step: 'rewards', field: 'rewards', message: 'Add at least one reward.' },
  'mission.verifiedEmail': { wizard: 'account', step: 'personal-info', field: 'email', message: 'Verify your email address to publish.' },
} as const satisfies Record<string, { wizard: string; step: string; field: string; message: string }>;

export type PublishCheckId = keyof typeof PUBLISH_CHECKS;

export interface PublishCheckFailure {
  readonly id: PublishCheckId;
  readonly wizard: (typeof PUBLISH_CHECKS)[PublishCheckId]['wizard'];
  readonly step: string;
  readonly field: string;
  readonly message: string;
}

/** A failure for the check, with a more precise message when the check knows one. */
export function failure(id: PublishCheckId, message?: string): PublishCheckFailure {
  const check = PUBLISH_CHECKS[id];
  return { id, wizard: check.wizard, step: check.step, field: check.field, message: message ?? check.message };
}
