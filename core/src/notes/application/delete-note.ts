import { ok, type Result } from '../../shared/result.ts';
import type { NoteNotFound, NotNoteAuthor } from '../domain/notes.errors.ts';
import { loadOwnNote, type NotesActor, type NotesDeps } from './notes-deps.ts';

/** The author removes their note with its comments. */
export class DeleteNote {
  private readonly deps: Pick<NotesDeps, 'notes'>;

  constructor(deps: Pick<NotesDeps, 'notes'>) {
    this.deps = deps;
  }

  async execute(input: NotesActor & { noteId: string }): Promise<Result<string, NoteNotFound | NotNoteAuthor>> {
    const note = await loadOwnNote(this.deps, input, input.noteId);
    if (!note.ok) return note;
    await this.deps.notes.deleteNote(note.value.id);
    return ok(note.value.id);
  }
}
