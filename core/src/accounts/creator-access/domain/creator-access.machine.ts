import { defineStateMachine } from '../../../shared/state-machine.ts';

/** Spec section 4: verification in progress, then granted or refused (a refused creator may ask again). */
export const CREATOR_ACCESS_STATES = ['notRequested', 'verificationInProgress', 'granted', 'refused'] as const;
export type CreatorAccessStatus = (typeof CREATOR_ACCESS_STATES)[number];

export const CREATOR_ACCESS_EVENTS = ['request', 'grant', 'refuse'] as const;
export type CreatorAccessEvent = (typeof CREATOR_ACCESS_EVENTS)[number];

export const creatorAccessMachine = defineStateMachine<CreatorAccessStatus, CreatorAccessEvent>(
  'CreatorAccess',
  CREATOR_ACCESS_STATES,
  CREATOR_ACCESS_EVENTS,
  {
    notRequested: { request: 'verificationInProgress' },
    verificationInProgress: { grant: 'granted', refuse: 'refused' },
    // Granted access is kept: no event takes it away here.
    granted: {},
    refused: { request: 'verificationInProgress' },
  },
);
