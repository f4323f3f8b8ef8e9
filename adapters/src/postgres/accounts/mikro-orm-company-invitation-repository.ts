import type { CompanyInvitation } from '@lurkit/core/accounts/domain/company-invitation.entity.ts';
import type { CompanyInvitationRepositoryPort } from '@lurkit/core/accounts/ports/company-invitation-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompanyInvitationLinkEntity } from './company-invitation-link.entity.ts';
import { CompanyInvitationEntity, type CompanyInvitationRow } from './company-invitation.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { invitationFromRows, invitationToRow, linksToRows } from './company-invitation.mapper.ts';

export class MikroOrmCompanyInvitationRepository implements CompanyInvitationRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<CompanyInvitation | null> {
    if (!isUuid(id)) return null;
    const em = unitOfWork(this.#em);
    return this.#withLinks(em, await em.findOne(CompanyInvitationEntity, { id }));
  }

  /** The newest link is on the invitation row; earlier ones are in company_invitation_link. */
  async findByTokenHash(tokenHash: string): Promise<CompanyInvitation | null> {
    const em = unitOfWork(this.#em);
    const newest = await em.findOne(CompanyInvitationEntity, { tokenHash });
    if (newest) return this.#withLinks(em, newest);
    const earlier = await em.findOne(CompanyInvitationLinkEntity, { tokenHash });
    return earlier ? this.#withLinks(em, await em.findOne(CompanyInvitationEntity, { id: earlier.invitation })) : null;
  }

  async listOpenByCompany(companyId: string): Promise<CompanyInvitation[]> {
    if (!isUuid(companyId)) return [];
    const em = unitOfWork(this.#em);
    const rows = await em.find(
      CompanyInvitationEntity,
      { company: companyId, acceptedAt: null },
      { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
    );
    const links = rows.length
      ? await em.find(CompanyInvitationLinkEntity, { invitation: { $in: rows.map((r) => r.id) } }, { orderBy: { expiresAt: 'asc' } })
      : [];
    return rows.map((row) =>
      invitationFromRows(
        row,
        links.filter((l) => l.invitation === row.id),
      ),
    );
  }

  /** The invitation row and its earlier links are replaced together. */
  async save(invitation: CompanyInvitation): Promise<void> {
    await unitOfWork(this.#em).transactional(async (em) => {
      await em.upsert(CompanyInvitationEntity, invitationToRow(invitation));
      await em.nativeDelete(CompanyInvitationLinkEntity, { invitation: invitation.id });
      const links = linksToRows(invitation);
      if (links.length > 0) await em.insertMany(CompanyInvitationLinkEntity, links);
    });
  }

  async #withLinks(em: EntityManager, row: CompanyInvitationRow | null): Promise<CompanyInvitation | null> {
    if (!row) return null;
    const links = await em.find(CompanyInvitationLinkEntity, { invitation: row.id }, { orderBy: { expiresAt: 'asc' } });
    return invitationFromRows(row, links);
  }
}
