import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from './company.entity.ts';
import { UserAccountEntity } from './user-account.entity.ts';

export const CompanyInvitationEntity = defineEntity({
  name: 'CompanyInvitation',
  tableName: 'company_invitation',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    email: p.string().length(254),
    tokenHash: p.string().length(128).unique('company_invitation_token_hash_unique'),
    invitedBy: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('company_invitation_invited_by_id_index'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    rejectedAt: p.datetime().nullable(),
    // The invitation stays as a record of who joined even if that account is later deleted.
    acceptedBy: () =>
      p.manyToOne(UserAccountEntity).mapToPk().nullable().deleteRule('set null').index('company_invitation_accepted_by_id_index'),
  },
  indexes: [{ name: 'company_invitation_company_id_created_at_index', properties: ['company', 'createdAt'] }],
});

export type CompanyInvitationRow = InferEntity<typeof CompanyInvitationEntity>;
