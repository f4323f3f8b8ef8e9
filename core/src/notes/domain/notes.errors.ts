import { DomainError } from '../../shared/domain-error.ts';

/** Also the answer for another company's note, so ids leak nothing across companies. */
export class NoteNotFound extends DomainError {
  readonly code = 'NOTES.NOT_FOUND';
  readonly message = 'This note does not exist.';
}
export class NoteCommentNotFound extends DomainError {
  readonly code = 'NOTES.COMMENT_NOT_FOUND';
  readonly message = 'This comment does not exist.';
}
export class NoteSubjectNotFound extends DomainError {
  readonly code = 'NOTES.SUBJECT_NOT_FOUND';
  override readonly field = 'subject';
  readonly message = 'There is no such creator or game to write about.';
}
/** Notes are signed: only their author changes or removes what they wrote. */
export class NotNoteAuthor extends DomainError {
  readonly code = 'NOTES.NOT_AUTHOR';
  readonly message = 'Only the author can change or delete this.';
}
