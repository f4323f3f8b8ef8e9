import type { ActivationType, CreatorInvitation } from '../domain/invitation.entity.ts';

export interface CreatorInvitationRepositoryPort {
  findById(id: string): Promise<CreatorInvitation | null>;
  /** Every invitation to one activation, whatever its status. */
  listByActivation(activationType: ActivationType, activationId: string): Promise<CreatorInvitation[]>;
  /** Every invitation addressed to one creator: by their user id, or by email to their address (lower case). */
  listForCreator(creatorId: string, email: string): Promise<CreatorInvitation[]>;
  /** Inserts or updates. */
  save(invitation: CreatorInvitation): Promise<void>;
}
