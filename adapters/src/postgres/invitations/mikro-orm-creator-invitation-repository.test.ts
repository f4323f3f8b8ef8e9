import type { CreatorInvitation } from '@lurkit/core/invitations/domain/invitation.entity.ts';
import { describeCreatorInvitationRepositoryContract } from '@lurkit/core/invitations/ports/invitation-repository.contract.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmCreatorInvitationRepository } from './mikro-orm-creator-invitation-repository.ts';

const db = useTestDatabase();

/** The contract makes company ids up; the company row is created first. */
class WithParents extends MikroOrmCreatorInvitationRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async save(invitation: CreatorInvitation): Promise<void> {
    await parentRows(this.#em).company(invitation.companyId);
    await super.save(invitation);
  }
}

describeCreatorInvitationRepositoryContract('PostgreSQL', async () => ({ repo: new WithParents(db().orm.em.fork()) }));
