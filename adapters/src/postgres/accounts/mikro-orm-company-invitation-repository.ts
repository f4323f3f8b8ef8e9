import type { CompanyInvitation } from '@lurkit/core/accounts/domain/company-invitation.entity.ts';
import type { CompanyInvitationRepositoryPort } from '@lurkit/core/accounts/ports/company-invitation-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompanyInvitationEntity } from './company-invitation.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { invitationFromRow, invitationToRow } from './company-invitation.mapper.ts';

export class MikroOrmCompanyInvitationRepository implements CompanyInvitationRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<CompanyInvitation | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(CompanyInvitationEntity, { id });
    return row ? invitationFromRow(row) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<CompanyInvitation | null> {
    const row = await unitOfWork(this.#em).findOne(CompanyInvitationEntity, { tokenHash });
    return row ? invitationFromRow(row) : null;
  }

  async listOpenByCompany(companyId: string): Promise<CompanyInvitation[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(
      CompanyInvitationEntity,
      { company: companyId, acceptedAt: null },
      { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
    );
    return rows.map(invitationFromRow);
  }

  async save(invitation: CompanyInvitation): Promise<void> {
    await unitOfWork(this.#em).upsert(CompanyInvitationEntity, invitationToRow(invitation));
  }
}
