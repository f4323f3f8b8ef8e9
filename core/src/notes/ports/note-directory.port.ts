import type { NoteSubject } from '../domain/note.entity.ts';

/**
 * Names of the people and things notes mention, answered by the contexts that own them. Games are the
 * company's own Code Manager games and the insights games every company reads (the platforms'
 * categories); the game catalogue can answer here once it holds games.
 */
export interface NoteDirectoryPort {
  /** Whether the subject exists and the company may write about it. */
  subjectExists(companyId: string, subject: NoteSubject): Promise<boolean>;
  /** Display names by `${kind}:${id}`; unknown subjects are left out. */
  subjectNames(companyId: string, subjects: readonly NoteSubject[]): Promise<Map<string, string>>;
  /** Authors' display names by user id. */
  authorNames(userIds: readonly string[]): Promise<Map<string, string>>;
}

export const subjectKey = (subject: NoteSubject): string => `${subject.kind}:${subject.id}`;
