import { COMPANY_TYPES } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import type { Company, CompanyMember } from '@lurkit/core/accounts/domain/company.entity.ts';
import type { CompanyMemberRow } from './company-member.entity.ts';
import type { CompanyRow } from './company.entity.ts';
import { knownValue } from '../shared/known-value.ts';

export const memberFromRow = (row: CompanyMemberRow): CompanyMember => ({
  userId: row.user,
  isOwner: row.isOwner,
  title: row.title ?? null,
  joinedAt: row.joinedAt,
});

export const companyFromRows = (row: CompanyRow, members: readonly CompanyMemberRow[]): Company => ({
  id: row.id,
  name: row.name,
  type: knownValue(COMPANY_TYPES, row.type, 'company type'),
  website: row.website,
  email: row.email,
  billingEmail: row.billingEmail ?? null,
  isVerified: row.isVerified,
  createdAt: row.createdAt,
  members: members.map(memberFromRow),
});

export const companyToRow = ({ members: _members, ...company }: Company): CompanyRow => ({ ...company });

export const memberToRow = (companyId: string, member: CompanyMember): CompanyMemberRow => ({
  user: member.userId,
  company: companyId,
  isOwner: member.isOwner,
  title: member.title,
  joinedAt: member.joinedAt,
});
