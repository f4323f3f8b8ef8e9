import { defineStateMachine } from '../../shared/state-machine.ts';

/**
 * Creator Program membership (spec section 4). `none` is a creator who has not applied; `applied`
 * is a sent application the company has not opened, `pending` one it has opened and not decided.
 * A decision is final: the spec offers no way back from accepted or rejected. A company may end an
 * accepted membership (remove), which lists the creator under Rejected and cancels their mission runs.
 */
export const MEMBERSHIP_STATES = ['none', 'applied', 'pending', 'accepted', 'rejected'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

export const MEMBERSHIP_EVENTS = ['apply', 'open', 'accept', 'reject', 'remove'] as const;
export type MembershipEvent = (typeof MEMBERSHIP_EVENTS)[number];

export const membershipMachine = defineStateMachine<MembershipState, MembershipEvent>(
  'CreatorProgramMembership',
  MEMBERSHIP_STATES,
  MEMBERSHIP_EVENTS,
  {
    none: { apply: 'applied' },
    applied: { open: 'pending', accept: 'accepted', reject: 'rejected' },
    pending: { accept: 'accepted', reject: 'rejected' },
    accepted: { remove: 'rejected' },
    rejected: {},
  },
);

/** What the creator sees on the program's button or badge. */
export const MEMBERSHIP_LABELS: Readonly<Record<MembershipState, string>> = {
  none: 'Join program',
  applied: 'Application sent',
  pending: 'Application sent',
  accepted: 'Visit program',
  rejected: 'Rejected',
};

/** The company's creator-management tabs: Applicants, Accepted, Rejected. */
export const MEMBERSHIP_COMPANY_TABS: Readonly<Record<Exclude<MembershipState, 'none'>, 'Applicants' | 'Accepted' | 'Rejected'>> = {
  applied: 'Applicants',
  pending: 'Applicants',
  accepted: 'Accepted',
  rejected: 'Rejected',
};
