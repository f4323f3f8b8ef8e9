import { Button } from '@lurkit/ui/button/Button.tsx';
import { TextField } from '@lurkit/ui/text-field/TextField.tsx';
import { Textarea } from '@lurkit/ui/textarea/Textarea.tsx';
import { useToasts } from '@lurkit/ui/toast/ToastProvider.tsx';
import { formatDateTime } from '@lurkit/ui/format/format.ts';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import { useServerAction } from '../../shared/forms/use-server-action.ts';
import {
  EditProgramAnnouncementMutation,
  PostProgramAnnouncementMutation,
  ProgramAnnouncementsQuery,
} from '../operations/company-creator-program.operations.ts';

const post = (programId: string, title: string, text: string) => request(PostProgramAnnouncementMutation, { programId, title, text });
const edit = (announcementId: string, title: string, text: string) =>
  request(EditProgramAnnouncementMutation, { announcementId, title, text });

/** The company's announcements to members (spec 3: title, text, created, last edited): post a new one or edit one. */
export function AnnouncementsSection({ programId, title: heading = 'Announcements' }: { programId: string; title?: string }) {
  const list = useSWR(['gql:ProgramAnnouncements', programId], () =>
    request(ProgramAnnouncementsQuery, { id: programId }).then((d) => d.creatorProgram.announcements),
  );
  const toasts = useToasts();
  const posting = useServerAction(post);
  const editing = useServerAction(edit);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const action = editingId ? editing : posting;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = editingId ? await editing.run(editingId, title, text) : await posting.run(programId, title, text);
    if (!outcome.ok) return;
    toasts.add({ type: 'success', content: editingId ? 'Announcement updated.' : 'Announcement posted to members.' });
    setEditingId(null);
    setTitle('');
    setText('');
    await list.mutate();
  };
  const errorAt = (field: string) => (action.serverError?.field === field ? action.serverError.message : undefined);
  return (
    <section aria-labelledby="announcements-heading">
      <h2 id="announcements-heading">{heading}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errorAt('title')} />
        <Textarea label="Text" value={text} onChange={(e) => setText(e.target.value)} error={errorAt('text')} />
        <Button type="submit" loading={action.submitting}>
          {editingId ? 'Save announcement' : 'Post announcement'}
        </Button>
        {editingId ? (
          <Button variant="secondary" onClick={() => (setEditingId(null), setTitle(''), setText(''))}>
            Cancel
          </Button>
        ) : null}
      </form>
      <AnnouncementList
        announcements={list.data ?? []}
        onEdit={(a) => {
          setEditingId(a.id);
          setTitle(a.title);
          setText(a.text);
        }}
      />
    </section>
  );
}

interface AnnouncementView {
  id: string;
  title: string;
  text: string;
  createdAt: string;
  lastEditedAt: string | null;
}

/** Announcements newest first, with their created and last-edited times (Stockholm). */
export function AnnouncementList({
  announcements,
  onEdit,
}: {
  announcements: readonly AnnouncementView[];
  onEdit?: (a: AnnouncementView) => void;
}) {
  if (announcements.length === 0) return <p>No announcements yet.</p>;
  return (
    <ul className="announcement-list">
      {announcements.map((a) => (
        <li key={a.id}>
          <article>
            <h3>{a.title}</h3>
            <p>
              <small>
                Posted {formatDateTime(a.createdAt)}
                {a.lastEditedAt ? ` · edited ${formatDateTime(a.lastEditedAt)}` : ''}
              </small>
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{a.text}</p>
            {onEdit ? (
              <Button variant="secondary" onClick={() => onEdit(a)}>
                Edit
              </Button>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
