import { domainError } from '../../shared/domain-error.ts';

/** Also the answer for another company's note, so ids leak nothing across companies. */
export class NoteNotFound extends domainError('NOTES.NOT_FOUND', 'This note does not exist.') {}
export class NoteCommentNotFound extends domainError('NOTES.COMMENT_NOT_FOUND', 'This comment does not exist.') {}
export class NoteSubjectNotFound extends domainError(
  'NOTES.SUBJECT_NOT_FOUND',
  'There is no such creator or game to write about.',
  'subject',
) {}
/** Notes are signed: only their author changes or removes what they wrote. */
export class NotNoteAuthor extends domainError('NOTES.NOT_AUTHOR', 'Only the author can change or delete this.') {}
