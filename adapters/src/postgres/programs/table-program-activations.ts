import type { ProgramActivation, ProgramActivationKind } from '@lurkit/core/programs/domain/program-activations.ts';
import type { ProgramActivationsPort } from '@lurkit/core/programs/ports/program-activations.port.ts';
import { QUEST_RUN_FAILURE_ENDS } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Where each kind lives: the activation table and the table of who takes part in one. */
const TABLES = {
  key: { activations: 'key_campaign', taking: 'key_participant', activationColumn: 'campaign_id', excluded: [] as readonly string[] },
  quest: { activations: 'quest', taking: 'quest_run', activationColumn: 'quest_id', excluded: QUEST_RUN_FAILURE_ENDS },
} as const;

/**
 * The programs context's reading of the Key campaign and Quest tables: published ones whose
 * requirements ask for the program, and the creator's part in them. A Quest run that ended without a
 * deal (declined, never paid) does not use up a member's access; any Key request does.
 */
export class TableProgramActivations implements ProgramActivationsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listForProgram(programId: string, kind: ProgramActivationKind): Promise<ProgramActivation[]> {
    if (!isUuid(programId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ id: string; name: string }[]>(
      `select id, name from ${TABLES[kind].activations}
       where requirements->>'creatorProgramId' = ? and publish_state = 'published' order by name, id`,
      [programId],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, kind }));
  }

  async takingPart(programId: string, kind: ProgramActivationKind, creatorId: string): Promise<string[]> {
    if (!isUuid(programId) || !isUuid(creatorId)) return [];
    const t = TABLES[kind];
    const excluded = t.excluded.length > 0 ? `and p.status not in (${t.excluded.map(() => '?').join(', ')})` : '';
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select distinct a.id from ${t.taking} p join ${t.activations} a on a.id = p.${t.activationColumn}
       where p.creator_id = ? and a.requirements->>'creatorProgramId' = ? ${excluded}`,
      [creatorId, programId, ...t.excluded],
    );
    return rows.map((r) => r.id);
  }
}
