import { useState } from 'react';
import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { formatDateTime } from '../format/format.ts';
import type { NoteCommentItem, NoteItem } from './note.types.ts';
import { NoteTextForm } from './NoteTextForm.tsx';

export interface NoteActions {
  onEdit(id: string, text: string): Promise<boolean>;
  onDelete(id: string): void;
}

export interface NoteCardProps {
  /** The note with its comments. */
  note: NoteItem;
  /** Shows what the note is about (lists of every subject, such as the company home). */
  showSubject: boolean;
  /** Href of the subject's page, when it has one. */
  subjectHref?: (subject: NoteItem['subject']) => string | undefined;
  /** The note's own edit and delete. */
  noteActions: NoteActions;
  /** A comment's edit and delete. */
  commentActions: NoteActions;
  /** Adds a comment to this note; resolves true when saved. */
  onComment(noteId: string, text: string): Promise<boolean>;
}

/** "Created …, edited …" in Stockholm time: spec 3 shows both dates and the author. */
function Signature({ item }: { item: NoteCommentItem }) {
  return (
    <p className="note-card__signature">
      {item.authorName} · {formatDateTime(item.createdAt)}
      {item.lastEditedAt && <> · edited {formatDateTime(item.lastEditedAt)}</>}
    </p>
  );
}

function Entry({ item, actions, kind }: { item: NoteCommentItem; actions: NoteActions; kind: 'note' | 'comment' }) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <NoteTextForm
        label={`Edit ${kind}`}
        submit="Save"
        defaultText={item.text}
        onCancel={() => setEditing(false)}
        onSubmit={async (text) => {
          const saved = await actions.onEdit(item.id, text);
          if (saved) setEditing(false);
          return false;
        }}
      />
    );
  return (
    <>
      <p className="note-card__text">{item.text}</p>
      <Signature item={item} />
      {item.viewerIsAuthor && (
        <div className="note-card__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit<span className="visually-hidden"> {kind}</span>
          </Button>
          <Button variant="secondary" onClick={() => actions.onDelete(item.id)}>
            Delete<span className="visually-hidden"> {kind}</span>
          </Button>
        </div>
      )}
    </>
  );
}

/** One note, its comments oldest first, and a box to comment. */
export function NoteCard({ note, showSubject, subjectHref, noteActions, commentActions, onComment }: NoteCardProps) {
  const href = subjectHref?.(note.subject);
  return (
    <article className="note-card" aria-label={`Note by ${note.authorName}`}>
      {showSubject && (
        <p className="note-card__subject">
          {note.subject.kind === 'CREATOR' ? 'Creator' : 'Game'}:{' '}
          {href ? <AppLink href={href}>{note.subject.name}</AppLink> : note.subject.name}
        </p>
      )}
      <Entry item={note} actions={noteActions} kind="note" />
      <ul className="note-card__comments" aria-label="Comments">
        {note.comments.map((comment) => (
          <li key={comment.id} className="note-card__comment">
            <Entry item={comment} actions={commentActions} kind="comment" />
          </li>
        ))}
      </ul>
      <NoteTextForm label="Your comment" submit="Comment" onSubmit={(text) => onComment(note.id, text)} />
    </article>
  );
}
