import { defineStateMachine } from '../../shared/state-machine.ts';

/**
 * A creator's run of a mission (spec section 4). Submitting sends it to review; acceptance (by the
 * company, or by the system when automatic) makes the rewards claimable; claiming completes it.
 * Declined, canceled, expired and completed are final: a new repeat is a new run.
 */
export const MISSION_RUN_STATES = ['active', 'review', 'claimReward', 'completed', 'declined', 'canceled', 'expired'] as const;
export type MissionRunState = (typeof MISSION_RUN_STATES)[number];

export const MISSION_RUN_EVENTS = ['submit', 'accept', 'reject', 'claim', 'cancel', 'expire'] as const;
export type MissionRunEvent = (typeof MISSION_RUN_EVENTS)[number];

export const missionRunMachine = defineStateMachine<MissionRunState, MissionRunEvent>(
  'MissionRun',
  MISSION_RUN_STATES,
  MISSION_RUN_EVENTS,
  {
    active: { submit: 'review', cancel: 'canceled', expire: 'expired' },
    // A mission ending while the company reviews does not expire the run: the creator did the work.
    review: { accept: 'claimReward', reject: 'declined', cancel: 'canceled' },
    claimReward: { claim: 'completed' },
    completed: {},
    declined: {},
    canceled: {},
    expired: {},
  },
);

export const CREATOR_RUN_LABELS: Readonly<Record<MissionRunState, string>> = {
  active: 'Not finished',
  review: 'Awaiting approval',
  claimReward: 'Claim reward',
  completed: 'Completed',
  declined: 'Ended',
  canceled: 'Canceled',
  expired: 'Expired',
};

export const COMPANY_RUN_LABELS: Readonly<Record<MissionRunState, string>> = {
  active: 'Active',
  review: 'Review',
  claimReward: 'Claim reward',
  completed: 'Completed',
  declined: 'Rejected',
  canceled: 'Canceled',
  expired: 'Expired',
};
