import type { ActivationType, CreatorInvitation } from '../domain/invitation.entity.ts';
import type { CreatorInvitationRepositoryPort } from '../ports/invitation-repository.port.ts';

export class InMemoryCreatorInvitationRepository implements CreatorInvitationRepositoryPort {
  readonly #invitations = new Map<string, CreatorInvitation>();

  async findById(id: string): Promise<CreatorInvitation | null> {
    const invitation = this.#invitations.get(id);
    return invitation ? structuredClone(invitation) : null;
  }

  async listByActivation(activationType: ActivationType, activationId: string): Promise<CreatorInvitation[]> {
    return [...this.#invitations.values()]
      .filter((i) => i.activationType === activationType && i.activationId === activationId)
      .map((i) => structuredClone(i));
  }

  async listForCreator(creatorId: string, email: string): Promise<CreatorInvitation[]> {
    return [...this.#invitations.values()]
      .filter((i) => (i.inviteType === 'USERID' ? i.creatorId === creatorId : i.email === email))
      .map((i) => structuredClone(i));
  }

  async save(invitation: CreatorInvitation): Promise<void> {
    this.#invitations.set(invitation.id, structuredClone(invitation));
  }
}
