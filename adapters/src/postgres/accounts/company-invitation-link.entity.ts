import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyInvitationEntity } from './company-invitation.entity.ts';

/** Earlier, still valid links of an invitation; the newest link's hash stays on company_invitation. */
export const CompanyInvitationLinkEntity = defineEntity({
  name: 'CompanyInvitationLink',
  tableName: 'company_invitation_link',
  properties: {
    tokenHash: p.string().length(128).primary(),
    invitation: () =>
      p.manyToOne(CompanyInvitationEntity).mapToPk().deleteRule('cascade').index('company_invitation_link_invitation_id_index'),
    expiresAt: p.datetime(),
  },
});

export type CompanyInvitationLinkRow = InferEntity<typeof CompanyInvitationLinkEntity>;
