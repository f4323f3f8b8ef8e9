import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddNoteMutation, NotesQuery, type Note } from '../../apps/web/src/notes/operations/notes.operations.ts';
import { NotesPage } from '../../apps/web/src/notes/pages/NotesPage.tsx';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const note: Note = {
  id: 'n-1',
  subject: { kind: 'CREATOR', id: 'u-anna', name: 'AnnaPlays' },
  text: 'Great with younger audiences; ask about a Switch key.',
  authorName: 'Olivia',
  viewerIsAuthor: true,
  createdAt: '2026-03-01T22:30:00.000Z',
  lastEditedAt: null,
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
const page = (notes: Note[]) => ({
  notes: { edges: notes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } },
});

const meta = {
  title: 'Pages/Company/Notes',
  component: NotesPage,
  ...pageMeta({ url: '/company/notes', role: 'companyOwner', network: [gqlData(NotesQuery, page([note]))] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every subject at once: each note names its creator or game, linked to that subject's notes. */
export const AllNotes: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Company notes');
    await expect(await canvas.findByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/company/notes?creator=u-anna');
    await expect(canvas.getByText('She streamed our demo last week.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(NotesQuery)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading notes…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(NotesQuery, page([]))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notes yet')).toBeVisible();
  },
};

export const Error: Story = refusedStory(NotesQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

/** One creator's notes, where a member adds the next one. */
export const OneCreator: Story = {
  parameters: pageAt({
    url: '/company/notes?creator=u-anna',
    network: [gqlData(NotesQuery, page([note])), gqlData(AddNoteMutation, { addNote: 'n-2' })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Notes on this creator');
    await userEvent.type(await canvas.findByLabelText('New note'), 'Ask for a VOD');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await within(document.body).findByText('Note added.')).toBeInTheDocument();
  },
};

const widths = atEachWidth(AllNotes);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
