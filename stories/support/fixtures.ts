import type { Account } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import type { CompanyMembers } from '../../apps/web/src/accounts/operations/company-members.operations.ts';
import type { SessionUser } from '../../apps/web/src/shared/session/session.types.ts';

/**
 * Network fixtures for the page stories. Their types come from the GraphQL documents (gql.tada) and
 * the session contract, so a schema change breaks them at compile time instead of in a designer's tab.
 */
export type SignedInRole = 'companyOwner' | 'companyMember' | 'creator' | 'user' | 'staff';
export type Role = SignedInRole | 'signedOut';

const company = { id: 'c-1', name: 'Northern Lights Games', isVerified: true };

export const sessionUsers: Record<SignedInRole, SessionUser> = {
  companyOwner: { id: 'u-owner', username: 'northernowner', userType: 'Company', isStaff: false, company: { ...company, isOwner: true } },
  companyMember: { id: 'u-member', username: 'mattias', userType: 'Company', isStaff: false, company: { ...company, isOwner: false } },
  creator: { id: 'u-creator', username: 'annastreams', userType: 'Creator', isStaff: false, company: null },
  user: { id: 'u-user', username: 'lurkerlisa', userType: 'User', isStaff: false, company: null },
  staff: { id: 'u-staff', username: 'stafferik', userType: 'User', isStaff: true, company: null },
};

const displayNames: Record<SignedInRole, string> = {
  companyOwner: 'Olivia',
  companyMember: 'Mattias',
  creator: 'Anna Streams',
  user: 'Lisa',
  staff: 'Erik at Lurkit',
};

/** A profile picture for stories: an inline SVG, so no file or network is involved. */
export const PROFILE_PICTURE_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#6d4bd8"/><circle cx="48" cy="38" r="18" fill="#f3d2b3"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#f3d2b3"/></svg>',
  );

/** The `me` answer of each role: the session's user plus what only GraphQL carries. */
export function accountOf(role: SignedInRole, overrides: Partial<Account> = {}): Account {
  const { id, username, userType, isStaff, company: viewerCompany } = sessionUsers[role];
  return {
    id,
    username,
    userType,
    isStaff,
    company: viewerCompany,
    displayName: displayNames[role],
    email: `${username}@example.com`,
    emailVerified: true,
    profilePictureUrl: null,
    ...overrides,
  };
}

const owner = {
  userId: 'u-owner',
  username: 'northernowner',
  displayName: 'Olivia',
  email: 'owner@northernlights.example',
  isOwner: true,
  title: 'CEO',
  joinedAt: '2026-01-15T23:30:00.000Z',
};

/** The members screen with two members and one pending invitation, as the owner sees it. */
export const companyMembers: CompanyMembers = {
  company,
  viewerIsOwner: true,
  members: [
    owner,
    {
      userId: 'u-member',
      username: 'mattias',
      displayName: 'Mattias',
      email: 'mattias@northernlights.example',
      isOwner: false,
      title: null,
      joinedAt: '2026-02-03T09:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'inv-pending',
      email: 'sara@northernlights.example',
      status: 'PENDING',
      createdAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-08T10:00:00.000Z',
      rejectedAt: null,
    },
    {
      id: 'inv-rejected',
      email: 'kim@northernlights.example',
      status: 'REJECTED',
      createdAt: '2026-02-20T10:00:00.000Z',
      expiresAt: '2026-02-27T10:00:00.000Z',
      rejectedAt: '2026-02-21T08:00:00.000Z',
    },
  ],
};

/** A company of one: only the owner, nobody invited yet. */
export const soloCompany: CompanyMembers = { ...companyMembers, members: [owner], invitations: [] };

/** Audience thresholds as the API answers them: none set but those given. */
export const audienceThresholds = (set: { twitchFollowers?: number | null } = {}) => ({
  twitchFollowers: null,
  twitchAverageConcurrentViewers: null,
  youtubeSubscribers: null,
  youtubeAverageConcurrentViewers: null,
  youtubeAverageViewsPerVideo: null,
  youtubeAverageViewsPerShort: null,
  tiktokFollowers: null,
  tiktokAverageViewsPerShort: null,
  ...set,
});
