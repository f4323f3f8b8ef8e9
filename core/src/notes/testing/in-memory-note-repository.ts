import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { noteKey, sameSubject, type Note, type NoteComment, type NoteSubject } from '../domain/note.entity.ts';
import type { NoteRepositoryPort } from '../ports/note-repository.port.ts';

export class InMemoryNoteRepository implements NoteRepositoryPort {
  readonly #notes = new Map<string, Note>();
  readonly #comments = new Map<string, NoteComment>();

  async findNote(id: string): Promise<Note | null> {
    return this.#notes.get(id) ?? null;
  }

  async saveNote(note: Note): Promise<void> {
    this.#notes.set(note.id, note);
  }

  async deleteNote(id: string): Promise<void> {
    this.#notes.delete(id);
    for (const comment of this.#comments.values()) if (comment.noteId === id) this.#comments.delete(comment.id);
  }

  async listNotes(companyId: string, subject: NoteSubject | null, page: PageRequest): Promise<Note[]> {
    const mine = [...this.#notes.values()].filter((n) => n.companyId === companyId && (!subject || sameSubject(n.subject, subject)));
    return keysetPage(mine, noteKey, page);
  }

  cursorOf(note: Note): string {
    return encodeCursor(noteKey(note));
  }

  async findComment(id: string): Promise<NoteComment | null> {
    return this.#comments.get(id) ?? null;
  }

  async saveComment(comment: NoteComment): Promise<void> {
    if (!this.#notes.has(comment.noteId)) throw new Error('A comment needs its note.');
    this.#comments.set(comment.id, comment);
  }

  async deleteComment(id: string): Promise<void> {
    this.#comments.delete(id);
  }

  async listComments(noteIds: readonly string[]): Promise<NoteComment[]> {
    return [...this.#comments.values()]
      .filter((c) => noteIds.includes(c.noteId))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  }
}
