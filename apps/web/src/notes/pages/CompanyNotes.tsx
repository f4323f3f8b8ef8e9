import { NotesPanel } from '@lurkit/ui/notes/NotesPanel.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { useState } from 'react';
import { toFormServerError } from '../../shared/forms/to-form-server-error.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import { useNotes } from '../hooks/use-notes.ts';
import {
  addNote,
  addNoteComment,
  deleteNote,
  deleteNoteComment,
  editNote,
  editNoteComment,
  type NoteSubjectInput,
} from '../operations/notes.operations.ts';

/** Where a subject's notes live: the notes page filtered to it. */
export const notesHref = (subject: { kind: 'CREATOR' | 'GAME'; id: string }) =>
  `/company/notes?${subject.kind === 'CREATOR' ? 'creator' : 'game'}=${encodeURIComponent(subject.id)}`;

/**
 * The notes of one subject, with a box to add one, or (no subject) the company's newest notes across
 * all subjects: the notes page and the company home both use it, and so can any page about a creator.
 */
export function CompanyNotes({ subject, headingLevel }: { subject: NoteSubjectInput | null; headingLevel?: 2 | 3 }) {
  const notes = useNotes(subject);
  const toasts = useToasts();
  const add = useServerAction(addNote);
  const [error, setError] = useState<string | null>(null);

  // Every change refetches the pages shown, so what people see is what the server holds.
  const change = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    setError(null);
    try {
      await action();
      toasts.add({ type: 'success', content: success });
      await notes.mutate();
      return true;
    } catch (failure) {
      setError(toFormServerError(failure).message);
      return false;
    }
  };

  return (
    <NotesPanel
      headingLevel={headingLevel}
      notes={notes.notes}
      loading={!notes.data && !notes.error}
      error={error ?? (notes.error ? toFormServerError(notes.error).message : null)}
      showSubject={subject === null}
      subjectHref={notesHref}
      hasMore={notes.hasMore}
      onLoadMore={() => void notes.loadMore()}
      adding={add.submitting}
      addError={add.serverError}
      onAdd={
        subject
          ? async (text) => {
              const outcome = await add.run(subject, text);
              if (!outcome.ok) return false;
              toasts.add({ type: 'success', content: 'Note added.' });
              await notes.mutate();
              return true;
            }
          : undefined
      }
      noteActions={{
        onEdit: (id, text) => change(() => editNote(id, text), 'Note saved.'),
        onDelete: (id) => void change(() => deleteNote(id), 'Note deleted.'),
      }}
      commentActions={{
        onEdit: (id, text) => change(() => editNoteComment(id, text), 'Comment saved.'),
        onDelete: (id) => void change(() => deleteNoteComment(id), 'Comment deleted.'),
      }}
      onComment={(noteId, text) => change(() => addNoteComment(noteId, text), 'Comment sent.')}
    />
  );
}
