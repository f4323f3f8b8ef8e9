/** Spec 3: company notes and their comments, on a creator or a game, seen by the company's members only. */
export const NOTE_SUBJECT_KINDS = ['CREATOR', 'GAME'] as const;
export type NoteSubjectKind = (typeof NOTE_SUBJECT_KINDS)[number];

export interface NoteSubject {
  readonly kind: NoteSubjectKind;
  readonly id: string;
}

export interface Note {
  readonly id: string;
  readonly companyId: string;
  readonly subject: NoteSubject;
  readonly authorId: string;
  readonly text: string;
  readonly createdAt: Date;
  /** Null until the author first edits it. */
  readonly lastEditedAt: Date | null;
}

export interface NoteComment {
  readonly id: string;
  readonly noteId: string;
  readonly authorId: string;
  readonly text: string;
  readonly createdAt: Date;
  readonly lastEditedAt: Date | null;
}

export const sameSubject = (a: NoteSubject, b: NoteSubject): boolean => a.kind === b.kind && a.id === b.id;

/** Newest first: the key orders ascending, so the instant is negated (the id breaks ties). */
export const noteKey = (note: Note): readonly [number, string] => [-note.createdAt.getTime(), note.id];
