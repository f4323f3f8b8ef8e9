import type { CompanyType } from './company-fields.schema.ts';

/**
 * More members needs a sales contact or an upgraded plan (spec section 6). The limit comes from the
 * company's plan (CompanyMemberLimitsPort); this is the Free plan's, which core tests stand on.
 */
export const COMPANY_MEMBER_LIMIT = 10;

export interface CompanyMember {
  readonly userId: string;
  readonly isOwner: boolean;
  readonly title: string | null;
  readonly joinedAt: Date;
}

export interface Company {
  readonly id: string;
  readonly name: string;
  readonly type: CompanyType;
  readonly website: string;
  readonly email: string;
  readonly billingEmail: string | null;
  /** Set by staff after reviewing the company. */
  readonly isVerified: boolean;
  readonly createdAt: Date;
  readonly members: readonly CompanyMember[];
}

export const ownerOf = (company: Company): CompanyMember | undefined => company.members.find((m) => m.isOwner);
export const memberOf = (company: Company, userId: string): CompanyMember | undefined => company.members.find((m) => m.userId === userId);
