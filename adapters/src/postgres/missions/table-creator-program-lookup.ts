import type { CreatorProgramLookupPort } from '@lurkit/core/missions/ports/creator-program-lookup.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** The missions context's reading of the programs tables: a program, its owner, its accepted members. */
export class TableCreatorProgramLookup implements CreatorProgramLookupPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findProgram(programId: string): Promise<{ id: string; companyId: string } | null> {
    if (!isUuid(programId)) return null;
    return this.#one('select id, company_id from creator_program where id = ?', programId);
  }

  async findProgramOfCompany(companyId: string): Promise<{ id: string; companyId: string } | null> {
    if (!isUuid(companyId)) return null;
    return this.#one('select id, company_id from creator_program where company_id = ?', companyId);
  }

  async isAcceptedMember(programId: string, creatorId: string): Promise<boolean> {
    if (!isUuid(programId) || !isUuid(creatorId)) return false;
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from program_membership where program_id = ? and creator_id = ? and state = 'accepted'`,
      [programId, creatorId],
    );
    return rows.length > 0;
  }

  async programsOfMember(creatorId: string): Promise<string[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ program_id: string }[]>(
      `select program_id from program_membership where creator_id = ? and state = 'accepted' order by program_id`,
      [creatorId],
    );
    return rows.map((r) => r.program_id);
  }

  async #one(sql: string, id: string): Promise<{ id: string; companyId: string } | null> {
    const [row] = await unitOfWork(this.#em).execute<{ id: string; company_id: string }[]>(sql, [id]);
    return row ? { id: row.id, companyId: row.company_id } : null;
  }
}
