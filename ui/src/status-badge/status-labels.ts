/** Colour family of a badge; each is a text/background pair from the tokens with AA contrast. */
export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface BadgeLook {
  label: string;
  tone: BadgeTone;
}

const b = (label: string, tone: BadgeTone): BadgeLook => ({ label, tone });

/**
 * Every status of spec section 4, by kind, with the words people read and the tone. The one table all
 * screens use, so a status never reads differently on two pages.
 */
export const STATUS_BADGES = {
  campaign: {
    active: b('Live', 'success'),
    closed: b('Closed', 'neutral'),
    ended: b('Ended', 'neutral'),
    unpublished: b('Draft', 'neutral'),
    draft: b('Draft', 'neutral'),
    upcoming: b('Upcoming', 'info'),
    past: b('Past', 'neutral'),
    waitingForVerification: b('Waiting for verification', 'warning'),
    // A Key campaign or Quest held for the company's account review (missions say verification).
    waitingForReview: b('Waiting for review', 'warning'),
  },
  participation: {
    pending: b('Pending', 'info'),
    waitlist: b('Waitlist', 'warning'),
    waitingForAccess: b('Waiting for access', 'warning'),
    accepted: b('Accepted', 'success'),
    rejected: b('Rejected', 'danger'),
    claimedKey: b('Key claimed', 'success'),
    submittedContent: b('Content submitted', 'success'),
  },
  questRun: {
    INITIAL_BID: b('Offer sent', 'info'),
    COUNTER_BID: b('Counter offer', 'info'),
    BID_REJECTED: b('Offer declined', 'danger'),
    BID_EXPIRED: b('Offer expired', 'neutral'),
    PENDING_PAYMENT: b('Awaiting payment', 'warning'),
    PAYMENT: b('Awaiting payment', 'warning'),
    PAYMENT_EXPIRED: b('Payment expired', 'neutral'),
    CONTENTPRODUCTION: b('Content production', 'info'),
    CONTENTREVIEW: b('Content review', 'warning'),
    CONTENT_PUBLIC_AVAILABILITY_VERIFICATION: b('Checking content is public', 'warning'),
    CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED: b('Content not public in time', 'danger'),
    CONTENT_SUBMISSION_DEADLINE_EXPIRED: b('Content deadline missed', 'danger'),
    PAYOUT: b('Payout', 'success'),
    COMPLETED: b('Completed', 'success'),
    REFUNDED: b('Refunded after a dispute', 'neutral'),
  },
  payout: {
    pending: b('Payout on its way', 'info'),
    paid: b('Paid out', 'success'),
    failed: b('Payout failed', 'danger'),
  },
  missionRunCreator: {
    active: b('Not finished', 'info'),
    review: b('Awaiting approval', 'warning'),
    claimReward: b('Claim reward', 'success'),
    completed: b('Completed', 'success'),
    declined: b('Ended', 'danger'),
    canceled: b('Canceled', 'neutral'),
    expired: b('Expired', 'neutral'),
  },
  missionRunCompany: {
    active: b('Active', 'info'),
    review: b('Review', 'warning'),
    claimReward: b('Claim reward', 'success'),
    completed: b('Completed', 'success'),
    rejected: b('Rejected', 'danger'),
    canceled: b('Canceled', 'neutral'),
    expired: b('Expired', 'neutral'),
  },
  code: {
    available: b('Available', 'success'),
    claimed: b('Claimed', 'info'),
    unavailable: b('Unavailable', 'neutral'),
  },
  availability: {
    HIGH: b('Balanced', 'success'),
    LOW: b('Low', 'warning'),
    OUT: b('Out', 'danger'),
  },
  invite: {
    PENDING: b('Pending', 'info'),
    ACCEPTED: b('Accepted', 'success'),
    REJECTED: b('Rejected', 'danger'),
    EXPIRED: b('Expired', 'neutral'),
  },
  membership: {
    none: b('Not a member', 'neutral'),
    applied: b('Application sent', 'info'),
    pending: b('Pending', 'warning'),
    accepted: b('Member', 'success'),
    rejected: b('Rejected', 'danger'),
  },
  creatorAccess: {
    verifying: b('Verification in progress', 'warning'),
    granted: b('Access granted', 'success'),
    refused: b('Access refused', 'danger'),
  },
  webhookDelivery: {
    pending: b('Pending', 'info'),
    delivered: b('Delivered', 'success'),
    failed: b('Failed', 'danger'),
  },
} as const satisfies Record<string, Record<string, BadgeLook>>;

export type StatusKind = keyof typeof STATUS_BADGES;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_BADGES)[K] & string;

/** Readable headings for the kinds, used by the catalogue story. */
export const STATUS_KIND_LABELS: Record<StatusKind, string> = {
  campaign: 'Campaign (quest, mission, key)',
  participation: 'Creator on a key campaign',
  questRun: 'Quest run',
  payout: 'Quest payout',
  missionRunCreator: 'Mission run (creator view)',
  missionRunCompany: 'Mission run (company view)',
  code: 'Code',
  availability: 'Code availability',
  invite: 'Invitation',
  membership: 'Creator program membership',
  creatorAccess: 'Creator access',
  webhookDelivery: 'Webhook delivery',
};

export const isStatusKind = (kind: string): kind is StatusKind => kind in STATUS_BADGES;

/** One status of one kind, e.g. { kind: 'questRun', status: 'INITIAL_BID' }; the pair is checked at compile time. */
export type StatusRef = { [K in StatusKind]: { kind: K; status: StatusOf<K> } }[StatusKind];

export function statusBadge({ kind, status }: StatusRef): BadgeLook {
  const looks: Record<string, BadgeLook> = STATUS_BADGES[kind];
  return looks[status] ?? b(status, 'neutral');
}
