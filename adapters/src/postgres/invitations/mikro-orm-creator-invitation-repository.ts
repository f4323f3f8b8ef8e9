import {
  ACTIVATION_TYPES,
  INVITATION_STATUSES,
  INVITE_TYPES,
  type ActivationType,
  type CreatorInvitation,
} from '@lurkit/core/invitations/domain/invitation.entity.ts';
import type { CreatorInvitationRepositoryPort } from '@lurkit/core/invitations/ports/invitation-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { knownValue } from '../shared/known-value.ts';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CreatorInvitationEntity, type CreatorInvitationRow } from './creator-invitation.entity.ts';

const fromRow = (row: CreatorInvitationRow): CreatorInvitation => ({
  id: row.id,
  companyId: row.company,
  activationType: knownValue(ACTIVATION_TYPES, row.activationType, 'activationType'),
  activationId: row.activationId,
  inviteType: knownValue(INVITE_TYPES, row.inviteType, 'inviteType'),
  email: row.email ?? null,
  creatorId: row.creatorId ?? null,
  invitedBy: row.invitedBy,
  invitedAt: row.invitedAt,
  expiresAt: row.expiresAt ?? null,
  status: knownValue(INVITATION_STATUSES, row.status, 'status'),
  respondedAt: row.respondedAt ?? null,
  sentCount: row.sentCount,
});

export class MikroOrmCreatorInvitationRepository implements CreatorInvitationRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<CreatorInvitation | null> {
    return findRowById(this.#em, CreatorInvitationEntity, id, fromRow);
  }

  async listByActivation(activationType: ActivationType, activationId: string): Promise<CreatorInvitation[]> {
    if (!isUuid(activationId)) return [];
    const rows = await unitOfWork(this.#em).find(
      CreatorInvitationEntity,
      { activationType, activationId },
      { orderBy: { invitedAt: 'desc', id: 'asc' } },
    );
    return rows.map(fromRow);
  }

  async listForCreator(creatorId: string, email: string): Promise<CreatorInvitation[]> {
    const addressed = isUuid(creatorId)
      ? {
          $or: [
            { inviteType: 'USERID', creatorId },
            { inviteType: 'EMAIL', email },
          ],
        }
      : { inviteType: 'EMAIL', email };
    const rows = await unitOfWork(this.#em).find(CreatorInvitationEntity, addressed, { orderBy: { invitedAt: 'desc', id: 'asc' } });
    return rows.map(fromRow);
  }

  async save(invitation: CreatorInvitation): Promise<void> {
    const { companyId, ...rest } = invitation;
    await unitOfWork(this.#em).upsert(
      CreatorInvitationEntity,
      { ...rest, company: companyId },
      { onConflictFields: ['id'], onConflictAction: 'merge', onConflictExcludeFields: ['id'] },
    );
  }
}
