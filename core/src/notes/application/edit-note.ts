import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { Note } from '../domain/note.entity.ts';
import { noteTextSchema } from '../domain/note.schema.ts';
import type { NoteNotFound, NotNoteAuthor } from '../domain/notes.errors.ts';
import { loadOwnNote, type NotesActor, type NotesDeps } from './notes-deps.ts';

/** The author rewrites their note; it shows when it was last edited. */
export class EditNote {
  private readonly deps: Pick<NotesDeps, 'notes' | 'clock'>;

  constructor(deps: Pick<NotesDeps, 'notes' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: NotesActor & { noteId: string; form: unknown }): Promise<Result<Note, NoteNotFound | NotNoteAuthor | InvalidField>> {
    const note = await loadOwnNote(this.deps, input, input.noteId);
    if (!note.ok) return note;
    const form = parseInput(noteTextSchema, input.form);
    if (!form.ok) return form;
    const edited = { ...note.value, text: form.value.text, lastEditedAt: this.deps.clock.now() };
    await this.deps.notes.saveNote(edited);
    return ok(edited);
  }
}
