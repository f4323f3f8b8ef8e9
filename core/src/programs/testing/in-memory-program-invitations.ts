import type { ProgramInvitationsPort } from '../ports/program-invitations.port.ts';

/** Invitations the test says were accepted, by program and creator. */
export class InMemoryProgramInvitations implements ProgramInvitationsPort {
  readonly #accepted = new Set<string>();

  accept(programId: string, creatorId: string): void {
    this.#accepted.add(`${programId}:${creatorId}`);
  }

  async acceptedInvitation(programId: string, creatorId: string): Promise<boolean> {
    return this.#accepted.has(`${programId}:${creatorId}`);
  }
}
