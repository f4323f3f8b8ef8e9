import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { NoteComment } from '../domain/note.entity.ts';
import { noteTextSchema } from '../domain/note.schema.ts';
import type { NoteCommentNotFound, NotNoteAuthor } from '../domain/notes.errors.ts';
import { loadOwnComment, type NotesActor, type NotesDeps } from './notes-deps.ts';

export class EditNoteComment {
  private readonly deps: Pick<NotesDeps, 'notes' | 'clock'>;

  constructor(deps: Pick<NotesDeps, 'notes' | 'clock'>) {
    this.deps = deps;
  }

  async execute(
    input: NotesActor & { commentId: string; form: unknown },
  ): Promise<Result<NoteComment, NoteCommentNotFound | NotNoteAuthor | InvalidField>> {
    const comment = await loadOwnComment(this.deps, input, input.commentId);
    if (!comment.ok) return comment;
    const form = parseInput(noteTextSchema, input.form);
    if (!form.ok) return form;
    const edited = { ...comment.value, text: form.value.text, lastEditedAt: this.deps.clock.now() };
    await this.deps.notes.saveComment(edited);
    return ok(edited);
  }
}
