import { describeAnnouncementRepositoryContract } from '@lurkit/core/programs/ports/announcement-repository.contract.ts';
import { describeCreatorProgramRepositoryContract } from '@lurkit/core/programs/ports/creator-program-repository.contract.ts';
import { describeMembershipRepositoryContract } from '@lurkit/core/programs/ports/membership-repository.contract.ts';
import type { Announcement } from '@lurkit/core/programs/domain/announcement.entity.ts';
import type { CreatorProgram } from '@lurkit/core/programs/domain/creator-program.entity.ts';
import type { ProgramMembership } from '@lurkit/core/programs/domain/membership.entity.ts';
import { aCreatorProgram } from '@lurkit/core/programs/testing/builders.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { MikroOrmAnnouncementRepository } from './mikro-orm-announcement-repository.ts';
import { MikroOrmCreatorProgramRepository } from './mikro-orm-creator-program-repository.ts';
import { MikroOrmMembershipRepository } from './mikro-orm-membership-repository.ts';

const db = useTestDatabase();

type Parents = ReturnType<typeof parentRows>;
const uuid = () => globalThis.crypto.randomUUID();

/** Saves first create the company the contract's made-up ids point at. */
export class ProgramsWithParents extends MikroOrmCreatorProgramRepository {
  readonly #parents: Parents;
  constructor(em: EntityManager, parents: Parents) {
    super(em);
    this.#parents = parents;
  }
  override async save(program: CreatorProgram): Promise<void> {
    await this.#parents.company(program.companyId);
    await super.save(program);
  }
  /** A program of a fresh company, for rows that need one. */
  async aProgramId(id: string = uuid(), applicationResponseDays: number | null = null): Promise<string> {
    if (!(await this.findById(id)))
      await this.save(aCreatorProgram().withId(id).ownedBy(uuid()).answeringWithin(applicationResponseDays).build());
    return id;
  }
}

class MembershipsWithParents extends MikroOrmMembershipRepository {
  readonly #parents: Parents;
  readonly #programs: ProgramsWithParents;
  constructor(em: EntityManager, parents: Parents) {
    super(em);
    this.#parents = parents;
    this.#programs = new ProgramsWithParents(em, parents);
  }
  override async save(membership: ProgramMembership): Promise<void> {
    await this.#programs.aProgramId(membership.programId);
    await this.#parents.user(membership.creatorId);
    await super.save(membership);
  }
}

class AnnouncementsWithParents extends MikroOrmAnnouncementRepository {
  readonly #parents: Parents;
  readonly #programs: ProgramsWithParents;
  constructor(em: EntityManager, parents: Parents) {
    super(em);
    this.#parents = parents;
    this.#programs = new ProgramsWithParents(em, parents);
  }
  override async save(announcement: Announcement): Promise<void> {
    await this.#programs.aProgramId(announcement.programId);
    await this.#parents.user(announcement.authorId, 'Company');
    await super.save(announcement);
  }
}

describeCreatorProgramRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new ProgramsWithParents(em, parentRows(em)) };
});

describeMembershipRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const programs = new ProgramsWithParents(em, parents);
  return { repo: new MembershipsWithParents(em, parents), program: (days = null) => programs.aProgramId(uuid(), days) };
});

describeAnnouncementRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new AnnouncementsWithParents(em, parentRows(em)) };
});
