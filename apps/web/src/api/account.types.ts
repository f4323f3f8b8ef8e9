/** Shapes of the GraphQL types the web app reads (see the HTTP contract). */
export type UserType = 'Company' | 'Creator' | 'User';

export interface CompanySummary {
  id: string;
  name: string;
  isVerified: boolean;
}

export interface Account {
  id: string;
  username: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  userType: UserType;
  company: CompanySummary | null;
}

export interface CompanyMember {
  userId: string;
  username: string;
  displayName: string;
  email: string;
  isOwner: boolean;
  title: string | null;
  joinedAt: string;
}

export interface CompanyInvitation {
  id: string;
  email: string;
  status: 'PENDING' | 'EXPIRED';
  createdAt: string;
  expiresAt: string;
}

export interface CompanyMembers {
  company: CompanySummary;
  viewerIsOwner: boolean;
  members: CompanyMember[];
  invitations: CompanyInvitation[];
}
