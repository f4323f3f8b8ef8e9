import type { ClockPort } from '../../shared/clock.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { Note, NoteComment } from '../domain/note.entity.ts';
import { NoteCommentNotFound, NoteNotFound, NotNoteAuthor } from '../domain/notes.errors.ts';
import type { NoteDirectoryPort } from '../ports/note-directory.port.ts';
import type { NoteRepositoryPort } from '../ports/note-repository.port.ts';

export interface NotesDeps {
  notes: NoteRepositoryPort;
  directory: NoteDirectoryPort;
  clock: ClockPort;
}

/** The actor: a member of a company (the API's companyMember scope guarantees both ids). */
export interface NotesActor {
  companyId: string;
  actorUserId: string;
}

/** A note of another company answers "not found", like a missing one. */
export async function loadNote(deps: Pick<NotesDeps, 'notes'>, actor: NotesActor, noteId: string): Promise<Result<Note, NoteNotFound>> {
  const note = await deps.notes.findNote(noteId);
  return note && note.companyId === actor.companyId ? ok(note) : err(new NoteNotFound());
}

export async function loadOwnNote(
  deps: Pick<NotesDeps, 'notes'>,
  actor: NotesActor,
  noteId: string,
): Promise<Result<Note, NoteNotFound | NotNoteAuthor>> {
  const note = await loadNote(deps, actor, noteId);
  if (!note.ok) return note;
  return note.value.authorId === actor.actorUserId ? note : err(new NotNoteAuthor());
}

export async function loadOwnComment(
  deps: Pick<NotesDeps, 'notes'>,
  actor: NotesActor,
  commentId: string,
): Promise<Result<NoteComment, NoteCommentNotFound | NotNoteAuthor>> {
  const comment = await deps.notes.findComment(commentId);
  const note = comment ? await loadNote(deps, actor, comment.noteId) : null;
  if (!comment || !note?.ok) return err(new NoteCommentNotFound());
  return comment.authorId === actor.actorUserId ? ok(comment) : err(new NotNoteAuthor());
}
