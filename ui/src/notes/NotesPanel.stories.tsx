import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoteCard } from './NoteCard.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import type { NoteItem } from './note.types.ts';
import { NoteTextForm } from './NoteTextForm.tsx';

const note: NoteItem = {
  id: 'n-1',
  subject: { kind: 'CREATOR', id: 'u-anna', name: 'AnnaPlays' },
  text: 'Great with younger audiences; ask about a Switch key.',
  authorName: 'Olivia',
  viewerIsAuthor: true,
  createdAt: '2026-03-01T22:30:00.000Z',
  lastEditedAt: '2026-03-02T08:00:00.000Z',
  comments: [
    {
      id: 'c-1',
      text: 'She streamed our demo last week.',
      authorName: 'Mattias',
      viewerIsAuthor: false,
      createdAt: '2026-03-02T09:15:00.000Z',
      lastEditedAt: null,
    },
  ],
};
const actions = () => ({ onEdit: fn(async () => true), onDelete: fn() });

const meta = {
  title: 'Company/Notes panel',
  component: NotesPanel,
  subcomponents: { NoteCard, NoteTextForm },
  args: {
    notes: [note],
    onAdd: fn(async () => true),
    onComment: fn(async () => true),
    noteActions: actions(),
    commentActions: actions(),
  },
} satisfies Meta<typeof NotesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Author and both dates in Stockholm time; only the author's own note has Edit and Delete. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Olivia · 1 Mar 2026, 23:30 CET · edited 2 Mar 2026, 09:00 CET')).toBeVisible();
    const comments = within(canvas.getByRole('list', { name: 'Comments' }));
    await expect(comments.getByText(/Mattias/)).toBeVisible();
    await expect(comments.queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit note' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notes yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notes…');
  },
};

/** Every subject at once (the company home): each note says what it is about, and there is no add box. */
export const AllSubjects: Story = {
  args: { showSubject: true, onAdd: undefined, subjectHref: () => '/company/notes?creator=u-anna' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/company/notes?creator=u-anna');
    await expect(canvas.queryByLabelText('New note')).not.toBeInTheDocument();
  },
};

export const AddNote: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(canvas.getByText('Write something first.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New note'), '  Ask for a VOD  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Ask for a VOD');
  },
};

export const EditOwnNote: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit note' }));
    const box = canvas.getByLabelText('Edit note');
    await userEvent.clear(box);
    await userEvent.type(box, 'Rewritten');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.noteActions.onEdit).toHaveBeenCalledWith('n-1', 'Rewritten');
  },
};

export const Comment: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your comment'), 'Agreed');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(args.onComment).toHaveBeenCalledWith('n-1', 'Agreed');
  },
};

/** A double click on Comment sends the comment once; the button waits for the answer. */
export const CommentOnce: Story = {
  args: { onComment: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your comment'), 'Agreed');
    const button = canvas.getByRole('button', { name: 'Comment' });
    await userEvent.dblClick(button);
    await expect(button).toBeDisabled();
    await expect(args.onComment).toHaveBeenCalledOnce();
  },
};

/** Two submits landing before the form re-renders (the schema form's own guard) still send one comment. */
export const CommentOnceBeforeRerender: Story = {
  args: { onComment: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your comment'), 'Agreed');
    const form = canvas.getByRole('button', { name: 'Comment' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(args.onComment).toHaveBeenCalled());
    await expect(args.onComment).toHaveBeenCalledOnce();
  },
};

export const Error: Story = {
  args: { error: 'Only the author can change or delete this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only the author can change or delete this.');
  },
};
