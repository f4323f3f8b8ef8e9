import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from './company.entity.ts';
import { UserAccountEntity } from './user-account.entity.ts';

/**
 * A person belongs to at most one company, so the user is the primary key. Both foreign keys cascade:
 * deleting an account or a company ends the membership.
 */
export const CompanyMemberEntity = defineEntity({
  name: 'CompanyMember',
  tableName: 'company_member',
  properties: {
    user: () => p.manyToOne(UserAccountEntity).primary().mapToPk().deleteRule('cascade'),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('company_member_company_id_index'),
    isOwner: p.boolean(),
    title: p.string().length(80).nullable(),
    joinedAt: p.datetime(),
  },
});

export type CompanyMemberRow = InferEntity<typeof CompanyMemberEntity>;
