import type { Note } from '@lurkit/core/notes/domain/note.entity.ts';
import { describeNoteRepositoryContract } from '@lurkit/core/notes/ports/note-repository.contract.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmNoteRepository } from './mikro-orm-note-repository.ts';

const db = useTestDatabase();

/** The contract makes company ids up; their rows are created first. */
class NotesWithParents extends MikroOrmNoteRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async saveNote(note: Note): Promise<void> {
    await parentRows(this.#em).company(note.companyId);
    await super.saveNote(note);
  }
}

describeNoteRepositoryContract('PostgreSQL', async () => ({ repo: new NotesWithParents(db().orm.em.fork()) }));
