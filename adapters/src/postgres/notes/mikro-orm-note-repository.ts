import { noteKey, type Note, type NoteComment, type NoteSubject } from '@lurkit/core/notes/domain/note.entity.ts';
import type { NoteRepositoryPort } from '@lurkit/core/notes/ports/note-repository.port.ts';
import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CompanyNoteCommentEntity, CompanyNoteEntity, type CompanyNoteCommentRow, type CompanyNoteRow } from './notes.entities.ts';

const noteFromRow = (row: CompanyNoteRow): Note => ({
  id: row.id,
  companyId: row.company,
  subject: { kind: row.subjectKind as Note['subject']['kind'], id: row.subjectId },
  authorId: row.authorId,
  text: row.text,
  createdAt: row.createdAt,
  lastEditedAt: row.lastEditedAt ?? null,
});
const commentFromRow = (row: CompanyNoteCommentRow): NoteComment => ({
  id: row.id,
  noteId: row.note,
  authorId: row.authorId,
  text: row.text,
  createdAt: row.createdAt,
  lastEditedAt: row.lastEditedAt ?? null,
});

/** Newest first as an ascending key, the same as core's noteKey. */
const NOTE_KEY = `(-floor(extract(epoch from created_at) * 1000), id::text)`;

export class MikroOrmNoteRepository implements NoteRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findNote(id: string): Promise<Note | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(CompanyNoteEntity, { id });
    return row ? noteFromRow(row) : null;
  }

  async saveNote(note: Note): Promise<void> {
    await unitOfWork(this.#em).upsert(CompanyNoteEntity, {
      id: note.id,
      company: note.companyId,
      subjectKind: note.subject.kind,
      subjectId: note.subject.id,
      authorId: note.authorId,
      text: note.text,
      createdAt: note.createdAt,
      lastEditedAt: note.lastEditedAt,
    });
  }

  async deleteNote(id: string): Promise<void> {
    if (isUuid(id)) await unitOfWork(this.#em).nativeDelete(CompanyNoteEntity, { id });
  }

  async listNotes(companyId: string, subject: NoteSubject | null, page: PageRequest): Promise<Note[]> {
    if (!isUuid(companyId)) return [];
    const where = ['company_id = ?'];
    const params: unknown[] = [companyId];
    if (subject) {
      where.push('subject_kind = ? and subject_id = ?');
      params.push(subject.kind, subject.id);
    }
    const after = decodeCursor(page.after, 2);
    const before = decodeCursor(page.before, 2);
    if (after) {
      where.push(`${NOTE_KEY} > (?, ?)`);
      params.push(...after);
    }
    if (before) {
      where.push(`${NOTE_KEY} < (?, ?)`);
      params.push(...before);
    }
    const direction = page.inverted ? 'asc' : 'desc';
    const ids = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from company_note where ${where.join(' and ')} order by created_at ${direction}, id::text ${page.inverted ? 'desc' : 'asc'} limit ?`,
      [...params, page.limit] as never[],
    );
    if (ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(CompanyNoteEntity, { id: { $in: ids.map((r) => r.id) } });
    const byId = new Map(rows.map((r) => [r.id, noteFromRow(r)]));
    return ids.flatMap((r) => byId.get(r.id) ?? []);
  }

  cursorOf(note: Note): string {
    return encodeCursor(noteKey(note));
  }

  async findComment(id: string): Promise<NoteComment | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(CompanyNoteCommentEntity, { id });
    return row ? commentFromRow(row) : null;
  }

  async saveComment(comment: NoteComment): Promise<void> {
    const { noteId, ...rest } = comment;
    await unitOfWork(this.#em).upsert(CompanyNoteCommentEntity, { ...rest, note: noteId });
  }

  async deleteComment(id: string): Promise<void> {
    if (isUuid(id)) await unitOfWork(this.#em).nativeDelete(CompanyNoteCommentEntity, { id });
  }

  async listComments(noteIds: readonly string[]): Promise<NoteComment[]> {
    const ids = noteIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(
      CompanyNoteCommentEntity,
      { note: { $in: ids } },
      { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    );
    return rows.map(commentFromRow);
  }
}
