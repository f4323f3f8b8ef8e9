import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import type { FormServerError } from '../forms/server-error.ts';
import { NoteCard, type NoteActions } from './NoteCard.tsx';
import type { NoteItem } from './note.types.ts';
import { NoteTextForm } from './NoteTextForm.tsx';
import './NotesPanel.css';

export interface NotesPanelProps {
  /** The notes, newest first. */
  notes: readonly NoteItem[];
  /** True while the first page loads. */
  loading?: boolean;
  /** Lists of every subject show each note's subject. */
  showSubject?: boolean;
  /** Href of a subject's page, when it has one. */
  subjectHref?: (subject: NoteItem['subject']) => string | undefined;
  /** Adds a note about the panel's subject; left out where there is no one subject (the company home). */
  onAdd?(text: string): Promise<boolean>;
  /** The server's answer to the last new note. */
  addError?: FormServerError | null;
  /** True while a new note is saved. */
  adding?: boolean;
  /** Edit and delete of a note (the author's own). */
  noteActions: NoteActions;
  /** Edit and delete of a comment (the author's own). */
  commentActions: NoteActions;
  /** Adds a comment to a note. */
  onComment(noteId: string, text: string): Promise<boolean>;
  /** A failed edit, delete or comment, said above the notes. */
  error?: string | null;
  /** More notes than shown. */
  hasMore?: boolean;
  /** Loads the next notes. */
  onLoadMore?(): void;
  /** Heading level of the panel's title. */
  headingLevel?: 2 | 3;
}

/** Company notes with comments (spec 1): visible to the company's members only. */
export function NotesPanel({
  notes,
  loading = false,
  showSubject = false,
  onAdd,
  addError,
  adding,
  error,
  hasMore,
  onLoadMore,
  headingLevel = 2,
  ...card
}: NotesPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="notes-panel" aria-label="Notes">
      <Heading className="notes-panel__title">Notes</Heading>
      <p className="notes-panel__hint">Only members of your company see notes and comments.</p>
      {onAdd && <NoteTextForm label="New note" submit="Add note" onSubmit={onAdd} serverError={addError} submitting={adding} />}
      {error && <Alert tone="error">{error}</Alert>}
      {loading ? (
        <p role="status">Loading notes…</p>
      ) : notes.length === 0 ? (
        <EmptyState title="No notes yet" headingLevel={headingLevel === 2 ? 3 : 4}>
          {onAdd ? 'Write the first note for your colleagues.' : 'Notes your company writes on creators and games show here.'}
        </EmptyState>
      ) : (
        <ul className="notes-panel__list">
          {notes.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} showSubject={showSubject} {...card} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && onLoadMore && (
        <Button variant="secondary" onClick={onLoadMore}>
          Show more notes
        </Button>
      )}
    </section>
  );
}
