import type { NoteSubject } from '../domain/note.entity.ts';
import { subjectKey, type NoteDirectoryPort } from '../ports/note-directory.port.ts';

export class InMemoryNoteDirectory implements NoteDirectoryPort {
  readonly #subjects = new Map<string, { companyId: string | null; name: string }>();
  readonly #authors = new Map<string, string>();

  /** A creator anyone may write about, or a game of one company (companyId). */
  addSubject(subject: NoteSubject, name: string, companyId: string | null = null): void {
    this.#subjects.set(subjectKey(subject), { companyId, name });
  }

  addAuthor(userId: string, name: string): void {
    this.#authors.set(userId, name);
  }

  async subjectExists(companyId: string, subject: NoteSubject): Promise<boolean> {
    const found = this.#subjects.get(subjectKey(subject));
    return found !== undefined && (found.companyId === null || found.companyId === companyId);
  }

  async subjectNames(companyId: string, subjects: readonly NoteSubject[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const subject of subjects)
      if (await this.subjectExists(companyId, subject)) names.set(subjectKey(subject), this.#subjects.get(subjectKey(subject))!.name);
    return names;
  }

  async authorNames(userIds: readonly string[]): Promise<Map<string, string>> {
    return new Map(userIds.flatMap((id) => (this.#authors.has(id) ? [[id, this.#authors.get(id)!] as const] : [])));
  }
}
