import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InsightsGameQuery } from '../../apps/web/src/insights/operations/insights.operations.ts';
import { GameInsightsPage } from '../../apps/web/src/insights/pages/GameInsightsPage.tsx';
import { AddNoteMutation, NotesQuery, type Note } from '../../apps/web/src/notes/operations/notes.operations.ts';
import { gqlData, gqlDataFor, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';
import { findPageHeading } from '../support/play.ts';
import { refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { gameInsights } from './insights-fixtures.ts';

const note: Note = {
  id: 'n-g1',
  subject: { kind: 'GAME', id: 'g-valheim', name: 'Valheim' },
  text: 'Builders stream it for hours: pitch our co-op update here.',
  authorName: 'Olivia',
  viewerIsAuthor: true,
  createdAt: '2026-11-20T09:30:00.000Z',
  lastEditedAt: null,
  comments: [],
};
const notesOf = (notes: Note[]) => ({
  notes: { edges: notes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } },
});

const meta = {
  title: 'Pages/Insights/Game insights',
  component: GameInsightsPage,
  ...pageMeta({
    url: '/insights/games/g-valheim',
    role: 'companyOwner',
    network: [
      gqlData(InsightsGameQuery, { insightsGame: gameInsights }),
      // Only this game's notes: the page asks for its own subject.
      gqlDataFor(NotesQuery, ({ subject }) => notesOf(subject?.kind === 'GAME' && subject.id === 'g-valheim' ? [note] : [])),
      gqlData(AddNoteMutation, { addNote: 'n-g2' }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The game's figures, a chart with its table, its top creators and the company's notes on it. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Valheim');
    await expect(await canvas.findByRole('figure', { name: 'Hours watched per day' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/insights/creators/c-anna');
    const notes = canvas.getByRole('region', { name: 'Notes' });
    await expect(await within(notes).findByText('Builders stream it for hours: pitch our co-op update here.')).toBeVisible();
  },
};

/** A member adds a note on the game for their colleagues. */
export const AddNote: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New note'), 'Ask the top three about the beta');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await within(document.body).findByText('Note added.')).toBeInTheDocument();
  },
};

export const NoNotesYet: Story = {
  parameters: pageAt({ network: [gqlData(InsightsGameQuery, { insightsGame: gameInsights }), gqlData(NotesQuery, notesOf([]))] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notes yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(InsightsGameQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Game insights');
    await expect(canvas.queryByRole('region', { name: 'Notes' })).toBeNull();
  },
};

export const NotFound: Story = refusedStory(InsightsGameQuery, { code: 'INSIGHTS.GAME_NOT_FOUND', message: 'No game with this id.' });

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;

/** The game's top creators go to a creator list from the table's selection. */
export const AddToList: Story = {
  parameters: pageAt({
    network: () => [
      gqlData(InsightsGameQuery, { insightsGame: gameInsights }),
      gqlDataFor(NotesQuery, () => notesOf([])),
      ...addToListNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: /^Creators/ }));
    await addRowsToList(canvas, table, ['AnnaPlays']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c-anna'] }]);
  },
};
