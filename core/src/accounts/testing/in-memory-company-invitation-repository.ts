import type { CompanyInvitation } from '../domain/company-invitation.entity.ts';
import type { CompanyInvitationRepositoryPort } from '../ports/company-invitation-repository.port.ts';

export class InMemoryCompanyInvitationRepository implements CompanyInvitationRepositoryPort {
  readonly #invitations = new Map<string, CompanyInvitation>();

  async findById(id: string): Promise<CompanyInvitation | null> {
    return this.#copy(this.#invitations.get(id));
  }

  async findByTokenHash(tokenHash: string): Promise<CompanyInvitation | null> {
    return this.#copy(
      [...this.#invitations.values()].find((i) => i.tokenHash === tokenHash || i.earlierLinks.some((l) => l.tokenHash === tokenHash)),
    );
  }

  async listOpenByCompany(companyId: string): Promise<CompanyInvitation[]> {
    return [...this.#invitations.values()]
      .filter((i) => i.companyId === companyId && !i.acceptedAt)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((i) => structuredClone(i));
  }

  async save(invitation: CompanyInvitation): Promise<void> {
    const hashes = (i: CompanyInvitation) => [i.tokenHash, ...i.earlierLinks.map((l) => l.tokenHash)];
    const clash = [...this.#invitations.values()].find(
      (i) => i.id !== invitation.id && hashes(i).some((hash) => hashes(invitation).includes(hash)),
    );
    if (clash) throw new Error('An invitation with that token already exists.');
    this.#invitations.set(invitation.id, structuredClone(invitation));
  }

  #copy(invitation: CompanyInvitation | undefined): CompanyInvitation | null {
    return invitation ? structuredClone(invitation) : null;
  }
}
