import { describeMissionRepositoryContract } from '@lurkit/core/missions/ports/mission-repository.contract.ts';
import { describeMissionRunRepositoryContract } from '@lurkit/core/missions/ports/mission-run-repository.contract.ts';
import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import type { MissionRun } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import { aMission } from '@lurkit/core/missions/testing/builders.ts';
import { aCreatorProgram } from '@lurkit/core/programs/testing/builders.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { MikroOrmCreatorProgramRepository } from '../programs/mikro-orm-creator-program-repository.ts';
import { MikroOrmMissionRepository } from './mikro-orm-mission-repository.ts';
import { MikroOrmMissionRunRepository } from './mikro-orm-mission-run-repository.ts';

const db = useTestDatabase();

type Parents = ReturnType<typeof parentRows>;
const uuid = () => globalThis.crypto.randomUUID();

/** Saves first create the company and its program that the contract's made-up ids point at. */
class MissionsWithParents extends MikroOrmMissionRepository {
  readonly #parents: Parents;
  readonly #programs: MikroOrmCreatorProgramRepository;
  constructor(em: EntityManager, parents: Parents) {
    super(em);
    this.#parents = parents;
    this.#programs = new MikroOrmCreatorProgramRepository(em);
  }
  override async save(mission: Mission): Promise<void> {
    await this.#parents.company(mission.companyId);
    const program = await this.#programs.findById(mission.programId);
    if (!program) await this.#programs.save(aCreatorProgram().withId(mission.programId).ownedBy(mission.companyId).build());
    await super.save(mission);
  }
  async aMissionId(): Promise<string> {
    const mission = { ...aMission().build(), id: uuid(), companyId: uuid(), programId: uuid() };
    await this.save(mission);
    return mission.id;
  }
}

class RunsWithParents extends MikroOrmMissionRunRepository {
  readonly #parents: Parents;
  constructor(em: EntityManager, parents: Parents) {
    super(em);
    this.#parents = parents;
  }
  override async save(run: MissionRun): Promise<void> {
    await this.#parents.user(run.creatorId);
    await super.save(run);
  }
}

/** The contract's missions share one company per program; PostgreSQL allows one program per company. */
describeMissionRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MissionsWithParents(em, parentRows(em)) };
});

describeMissionRunRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const missions = new MissionsWithParents(em, parents);
  return { repo: new RunsWithParents(em, parents), mission: () => missions.aMissionId() };
});

describe('PostgreSQL missions of a program, archived', () => {
  it('leaves an archived mission out of the lists and keeps it for whoever asks for it (its runs stay open)', async () => {
    const em = db().orm.em.fork();
    const repo = new MissionsWithParents(em, parentRows(em));
    const programId = uuid();
    const companyId = uuid();
    const kept = { ...aMission().build(), id: uuid(), companyId, programId, createdAt: new Date('2026-11-01T10:00:00Z') };
    const archived = { ...kept, id: uuid(), createdAt: new Date('2026-11-02T10:00:00Z') };
    await repo.save(kept);
    await repo.save(archived);
    await em.getConnection().execute(`update mission set archived_at = '2026-11-20T10:00:00Z' where id = ?`, [archived.id]);

    expect((await repo.listByProgram(programId)).map((m) => m.id)).toEqual([kept.id]);
    expect((await repo.listByProgram(programId, { includeArchived: true })).map((m) => m.id)).toEqual([archived.id, kept.id]);
  });
});
