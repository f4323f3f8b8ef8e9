/** A comment on a note, as the notes panel shows it. */
export interface NoteCommentItem {
  id: string;
  text: string;
  authorName: string;
  /** Only the author edits or deletes it. */
  viewerIsAuthor: boolean;
  /** ISO timestamp. */
  createdAt: string;
  /** ISO timestamp, or null when never edited. */
  lastEditedAt: string | null;
}

/** A note on a creator or a game. */
export interface NoteItem extends NoteCommentItem {
  subject: { kind: 'CREATOR' | 'GAME'; id: string; name: string };
  comments: readonly NoteCommentItem[];
}
