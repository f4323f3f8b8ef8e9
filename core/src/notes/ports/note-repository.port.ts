import type { PageRequest } from '../../shared/page.ts';
import type { Note, NoteComment, NoteSubject } from '../domain/note.entity.ts';

export interface NoteRepositoryPort {
  findNote(id: string): Promise<Note | null>;
  /** Inserts or updates. */
  saveNote(note: Note): Promise<void>;
  /** Its comments go with it. */
  deleteNote(id: string): Promise<void>;
  /** A company's notes newest first, about one subject or (null) any. */
  listNotes(companyId: string, subject: NoteSubject | null, page: PageRequest): Promise<Note[]>;
  cursorOf(note: Note): string;
  findComment(id: string): Promise<NoteComment | null>;
  saveComment(comment: NoteComment): Promise<void>;
  deleteComment(id: string): Promise<void>;
  /** The comments of many notes at once, oldest first. */
  listComments(noteIds: readonly string[]): Promise<NoteComment[]>;
}
