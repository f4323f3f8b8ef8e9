import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { NotesDeps } from '../application/notes-deps.ts';
import { InMemoryNoteDirectory } from './in-memory-note-directory.ts';
import { InMemoryNoteRepository } from './in-memory-note-repository.ts';

export const NOTES_NOW = new Date('2026-03-02T10:00:00.000Z');
export const COMPANY = '00000000-0000-4000-8000-0000000000c1';
export const OTHER_COMPANY = '00000000-0000-4000-8000-0000000000c2';
export const AUTHOR = '00000000-0000-4000-8000-0000000000a1';
export const COLLEAGUE = '00000000-0000-4000-8000-0000000000a2';
export const CREATOR = { kind: 'CREATOR', id: '00000000-0000-4000-8000-0000000000b1' } as const;
export const GAME = { kind: 'GAME', id: '00000000-0000-4000-8000-0000000000d1' } as const;

export interface NotesTestDeps extends NotesDeps {
  notes: InMemoryNoteRepository;
  directory: InMemoryNoteDirectory;
  clock: SettableClock;
}

/** Two members of one company, a creator anyone may write about and a game of that company. */
export function notesTestDeps(): NotesTestDeps {
  const directory = new InMemoryNoteDirectory();
  directory.addSubject(CREATOR, 'AnnaPlays');
  directory.addSubject(GAME, 'Starfall', COMPANY);
  directory.addAuthor(AUTHOR, 'Olivia');
  directory.addAuthor(COLLEAGUE, 'Mattias');
  return { notes: new InMemoryNoteRepository(), directory, clock: new SettableClock(NOTES_NOW) };
}

export const firstPage = { after: null, before: null, limit: 20, inverted: false };
