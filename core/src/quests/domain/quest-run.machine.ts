import { defineStateMachine } from '../../shared/state-machine.ts';

/**
 * Every quest run status of spec section 4. The spec names the payment step "PENDING_PAYMENT or
 * PAYMENT"; we use PENDING_PAYMENT, which says that the company's payment is awaited.
 */
export const QUEST_RUN_STATUSES = [
  'INITIAL_BID',
  'COUNTER_BID',
  'BID_REJECTED',
  'BID_EXPIRED',
  'PENDING_PAYMENT',
  'PAYMENT_EXPIRED',
  'CONTENTPRODUCTION',
  'CONTENTREVIEW',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
  'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
  'PAYOUT',
  'COMPLETED',
  // Beyond the spec: staff decided a dispute for the company, whose payment for the run was refunded.
  'REFUNDED',
] as const;
export type QuestRunStatus = (typeof QUEST_RUN_STATUSES)[number];

/**
 * `expire` is one event whose target depends on the phase, so the sweep that ends overdue runs asks
 * the table instead of branching. Approval has two events because video content must still be
 * listed (verified public) before payout.
 */
export const QUEST_RUN_EVENTS = [
  'counter',
  'accept',
  'decline',
  'pay',
  'submitContent',
  'approveContent',
  'approveForListing',
  'declineContent',
  'confirmListed',
  'completePayout',
  'expire',
  // Staff deciding a dispute: pay the creator, or refund the company.
  'release',
  'refund',
] as const;
export type QuestRunEvent = (typeof QUEST_RUN_EVENTS)[number];

const bidding = {
  counter: 'COUNTER_BID',
  accept: 'PENDING_PAYMENT',
  decline: 'BID_REJECTED',
  expire: 'BID_EXPIRED',
} as const;

export const questRunMachine = defineStateMachine<QuestRunStatus, QuestRunEvent>('QuestRun', QUEST_RUN_STATUSES, QUEST_RUN_EVENTS, {
  INITIAL_BID: bidding,
  COUNTER_BID: bidding,
  BID_REJECTED: {},
  BID_EXPIRED: {},
  PENDING_PAYMENT: { pay: 'CONTENTPRODUCTION', expire: 'PAYMENT_EXPIRED' },
  PAYMENT_EXPIRED: {},
  CONTENTPRODUCTION: {
    submitContent: 'CONTENTREVIEW',
    expire: 'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
    release: 'PAYOUT',
    refund: 'REFUNDED',
  },
  // A declined submission goes back to production: the creator may resubmit.
  CONTENTREVIEW: {
    approveContent: 'PAYOUT',
    approveForListing: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
    declineContent: 'CONTENTPRODUCTION',
    release: 'PAYOUT',
    refund: 'REFUNDED',
  },
  CONTENT_PUBLIC_AVAILABILITY_VERIFICATION: {
    confirmListed: 'PAYOUT',
    expire: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
    release: 'PAYOUT',
    refund: 'REFUNDED',
  },
  CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED: {},
  CONTENT_SUBMISSION_DEADLINE_EXPIRED: {},
  PAYOUT: { completePayout: 'COMPLETED', release: 'PAYOUT', refund: 'REFUNDED' },
  COMPLETED: {},
  REFUNDED: {},
});

/** The ends without payout (spec section 4): declined, not accepted, not paid, not submitted, not listed in time. */
export const QUEST_RUN_FAILURE_ENDS: readonly QuestRunStatus[] = [
  'BID_REJECTED',
  'BID_EXPIRED',
  'PAYMENT_EXPIRED',
  'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
  'REFUNDED',
];
export const isFailureEnd = (status: QuestRunStatus): boolean => QUEST_RUN_FAILURE_ENDS.includes(status);
