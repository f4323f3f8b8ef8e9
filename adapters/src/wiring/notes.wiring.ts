import type { NotesDeps } from '@lurkit/core/notes/application/notes-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsNoteDirectory } from '../postgres/notes/accounts-note-directory.ts';
import { MikroOrmNoteRepository } from '../postgres/notes/mikro-orm-note-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Company notes and their comments on one unit of work. */
export const notesWiring = (em: EntityManager, infra: Infrastructure): NotesDeps => ({
  notes: new MikroOrmNoteRepository(em),
  directory: new AccountsNoteDirectory(em),
  clock: infra.clock,
});
