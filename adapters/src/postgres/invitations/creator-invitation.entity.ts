import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * An invitation of a creator to a Key campaign, Quest, Mission or Creator Program (the activation is
 * polymorphic, so no foreign key). One invite per activation per creator: partial unique indexes on
 * the address and on the creator decide a race the use case's own check can lose.
 */
export const CreatorInvitationEntity = defineEntity({
  name: 'CreatorInvitation',
  tableName: 'creator_invitation',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('creator_invitation_company_id_index'),
    activationType: p.string().length(24),
    activationId: p.uuid(),
    inviteType: p.string().length(8),
    email: p.string().length(254).nullable(),
    creatorId: p.uuid().nullable(),
    invitedBy: p.string().length(64),
    invitedAt: p.datetime(),
    expiresAt: p.datetime().nullable(),
    status: p.string().length(16),
    respondedAt: p.datetime().nullable(),
    sentCount: p.integer(),
  },
  indexes: [
    { name: 'creator_invitation_activation_index', properties: ['activationType', 'activationId'] },
    // A creator's own invitations are found by user id or by their address (the Offers tab, the mail link).
    { name: 'creator_invitation_creator_id_index', properties: ['creatorId'] },
    { name: 'creator_invitation_email_index', properties: ['email'] },
    {
      name: 'creator_invitation_email_unique',
      expression:
        'create unique index "creator_invitation_email_unique" on "creator_invitation" ("activation_type", "activation_id", "email") where "email" is not null',
    },
    {
      name: 'creator_invitation_creator_unique',
      expression:
        'create unique index "creator_invitation_creator_unique" on "creator_invitation" ("activation_type", "activation_id", "creator_id") where "creator_id" is not null',
    },
  ],
});
export type CreatorInvitationRow = InferEntity<typeof CreatorInvitationEntity>;
