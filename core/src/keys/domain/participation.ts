import { defineStateMachine } from '../../shared/state-machine.ts';

export const PARTICIPANT_STATES = [
  'pending',
  'waitlist',
  'waitingForAccess',
  'accepted',
  'rejected',
  'claimedKey',
  'submittedContent',
] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];
export const PARTICIPANT_EVENTS = ['qualify', 'fallShort', 'accept', 'decline', 'claimKey', 'submitContent'] as const;
export type ParticipantEvent = (typeof PARTICIPANT_EVENTS)[number];

/**
 * Spec 4: a creator on a Key campaign. The company accepts or declines pending and waitlisted
 * creators; a creator waiting for access moves on once access is granted (to pending, or to the
 * waitlist when their size falls short). Rejected and submitted content are final.
 */
export const participantMachine = defineStateMachine('KeyParticipant', PARTICIPANT_STATES, PARTICIPANT_EVENTS, {
  waitingForAccess: { qualify: 'pending', fallShort: 'waitlist' },
  waitlist: { qualify: 'pending', accept: 'accepted', decline: 'rejected' },
  pending: { accept: 'accepted', decline: 'rejected' },
  accepted: { claimKey: 'claimedKey' },
  claimedKey: { submitContent: 'submittedContent' },
  rejected: {},
  submittedContent: {},
});

export interface EntryCheck {
  /** Spec 6: Keys need full creator access (a verified channel). */
  readonly hasFullCreatorAccess: boolean;
  /** The creator falls short of the audience (channel size) or membership requirements: waitlist (spec 4). */
  readonly sizeFallsShort: boolean;
  /** A pre-launch campaign is a waitlist until it is converted (spec 1). */
  readonly preLaunch: boolean;
}

/** Where an applying creator starts: access first, then the waitlist rule, then the company's review. */
export function entryState(check: EntryCheck): Extract<ParticipantState, 'pending' | 'waitlist' | 'waitingForAccess'> {
  if (!check.hasFullCreatorAccess) return 'waitingForAccess';
  if (check.sizeFallsShort || check.preLaunch) return 'waitlist';
  return 'pending';
}

/** The event that moves a creator on after a new check (access granted, grown, campaign converted). */
export function reassessEvent(state: ParticipantState, check: EntryCheck): ParticipantEvent | null {
  if (state !== 'waitingForAccess' && state !== 'waitlist') return null;
  const target = entryState(check);
  if (target === state || target === 'waitingForAccess') return null;
  return target === 'pending' ? 'qualify' : 'fallShort';
}
