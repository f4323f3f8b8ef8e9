import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { NoteComment } from '../domain/note.entity.ts';
import { noteTextSchema } from '../domain/note.schema.ts';
import type { NoteNotFound } from '../domain/notes.errors.ts';
import { loadNote, type NotesActor, type NotesDeps } from './notes-deps.ts';

/** Any member of the note's company comments on it. */
export class AddNoteComment {
  private readonly deps: Pick<NotesDeps, 'notes' | 'clock'>;

  constructor(deps: Pick<NotesDeps, 'notes' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: NotesActor & { noteId: string; form: unknown }): Promise<Result<NoteComment, NoteNotFound | InvalidField>> {
    const note = await loadNote(this.deps, input, input.noteId);
    if (!note.ok) return note;
    const form = parseInput(noteTextSchema, input.form);
    if (!form.ok) return form;
    const comment: NoteComment = {
      id: newId(),
      noteId: note.value.id,
      authorId: input.actorUserId,
      text: form.value.text,
      createdAt: this.deps.clock.now(),
      lastEditedAt: null,
    };
    await this.deps.notes.saveComment(comment);
    return ok(comment);
  }
}
