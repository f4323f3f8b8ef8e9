import * as v from 'valibot';
import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { Note, NoteComment, NoteSubject } from '../domain/note.entity.ts';
import { noteSubjectSchema } from '../domain/note.schema.ts';
import { NoteSubjectNotFound } from '../domain/notes.errors.ts';
import { subjectKey } from '../ports/note-directory.port.ts';
import type { NotesActor, NotesDeps } from './notes-deps.ts';

export interface NoteCommentView extends NoteComment {
  authorName: string;
  viewerIsAuthor: boolean;
}

export interface NoteView extends Note {
  authorName: string;
  subjectName: string;
  viewerIsAuthor: boolean;
  comments: NoteCommentView[];
}

/** A name for an account deleted since it wrote: the note stays, signed by nobody in particular. */
const FORMER_MEMBER = 'Former member';

/**
 * The company's notes newest first, about one subject or all, each with its comments oldest first.
 * Three reads whatever the page size: the notes, their comments, then every name at once.
 */
export class ListNotes {
  private readonly deps: Pick<NotesDeps, 'notes' | 'directory'>;

  constructor(deps: Pick<NotesDeps, 'notes' | 'directory'>) {
    this.deps = deps;
  }

  async execute(input: NotesActor & { subject: unknown; page: PageRequest }): Promise<Result<NoteView[], NoteSubjectNotFound>> {
    let subject: NoteSubject | null = null;
    if (input.subject != null) {
      const parsed = v.safeParse(noteSubjectSchema, input.subject);
      if (!parsed.success) return err(new NoteSubjectNotFound());
      subject = parsed.output;
      // Another company's game is not there to read about, as it is not there to write about.
      if (!(await this.deps.directory.subjectExists(input.companyId, subject))) return err(new NoteSubjectNotFound());
    }
    const notes = await this.deps.notes.listNotes(input.companyId, subject, input.page);
    const comments = notes.length ? await this.deps.notes.listComments(notes.map((n) => n.id)) : [];
    const authors = await this.deps.directory.authorNames([...new Set([...notes, ...comments].map((x) => x.authorId))]);
    const subjects = await this.deps.directory.subjectNames(
      input.companyId,
      notes.map((n) => n.subject),
    );
    const view = <T extends { authorId: string }>(x: T) => ({
      ...x,
      authorName: authors.get(x.authorId) ?? FORMER_MEMBER,
      viewerIsAuthor: x.authorId === input.actorUserId,
    });
    return ok(
      notes.map((note) => ({
        ...view(note),
        subjectName: subjects.get(subjectKey(note.subject)) ?? note.subject.id,
        comments: comments.filter((c) => c.noteId === note.id).map(view),
      })),
    );
  }
}
