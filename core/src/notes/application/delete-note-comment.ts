import { ok, type Result } from '../../shared/result.ts';
import type { NoteCommentNotFound, NotNoteAuthor } from '../domain/notes.errors.ts';
import { loadOwnComment, type NotesActor, type NotesDeps } from './notes-deps.ts';

export class DeleteNoteComment {
  private readonly deps: Pick<NotesDeps, 'notes'>;

  constructor(deps: Pick<NotesDeps, 'notes'>) {
    this.deps = deps;
  }

  async execute(input: NotesActor & { commentId: string }): Promise<Result<string, NoteCommentNotFound | NotNoteAuthor>> {
    const comment = await loadOwnComment(this.deps, input, input.commentId);
    if (!comment.ok) return comment;
    await this.deps.notes.deleteComment(comment.value.id);
    return ok(comment.value.id);
  }
}
