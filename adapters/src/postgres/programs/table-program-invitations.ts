import type { ProgramInvitationsPort } from '@lurkit/core/programs/ports/program-invitations.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundExecute } from '../shared/bound-query.ts';
import { isUuid } from '../shared/unit-of-work.ts';

/** The programs' view of creator_invitation: an accepted invitation to the program, by whichever way it was sent. */
export class TableProgramInvitations implements ProgramInvitationsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async acceptedInvitation(programId: string, creatorId: string): Promise<boolean> {
    if (!isUuid(programId) || !isUuid(creatorId)) return false;
    const [row] = await boundExecute(this.#em)<{ accepted: boolean }[]>(
      `select exists (select 1 from creator_invitation
                      where activation_type = 'CREATOR_PROGRAM' and activation_id = ? and creator_id = ? and status = 'ACCEPTED') as accepted`,
      [programId, creatorId],
    );
    return row?.accepted === true;
  }
}
