/** A member of the company as the members page shows it. */
export interface CompanyMemberView {
  userId: string;
  username: string;
  displayName: string;
  email: string;
  isOwner: boolean;
  title: string | null;
  /** ISO timestamp. */
  joinedAt: string;
}

/** An email invitation that has not been accepted: pending, expired, or declined by the invitee. */
export interface CompanyInvitationView {
  id: string;
  email: string;
  status: 'PENDING' | 'EXPIRED' | 'REJECTED';
  /** ISO timestamp. */
  createdAt: string;
  /** ISO timestamp. */
  expiresAt: string;
}
