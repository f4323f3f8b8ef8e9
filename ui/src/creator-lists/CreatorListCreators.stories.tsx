import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CreatorListCreatorsTable } from './CreatorListCreatorsTable.tsx';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../insights/authenticity-fixtures.ts';

const meta = {
  title: 'Creator lists/List creators table',
  component: CreatorListCreatorsTable,
  args: {
    listName: 'Nordic streamers',
    rows: [
      {
        id: 'cr-1',
        displayName: 'Anna Streams',
        username: 'annastreams',
        country: 'SE',
        followers: 12_400,
        authenticity: CLEAN_AUTHENTICITY,
        addedAt: '2026-03-18T08:30:00.000Z',
      },
      {
        id: 'cr-2',
        displayName: 'Björn Plays',
        username: 'bjornplays',
        country: null,
        followers: 0,
        authenticity: FLAGGED_AUTHENTICITY,
        addedAt: '2026-03-19T08:30:00.000Z',
      },
    ],
    onRemove: fn(),
  },
  parameters: viewportParameters,
} satisfies Meta<typeof CreatorListCreatorsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list's creators, removed in bulk; dates in Stockholm time. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('table', { name: 'Creators on Nordic streamers' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '18 Mar 2026, 09:30 CET' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Björn Plays' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Remove from list' }));
    await expect(args.onRemove).toHaveBeenCalledWith(['cr-2']);
  },
};

/** Each creator's audience authenticity: clean as a badge, flagged with its reasons. */
export const Authenticity: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(within(canvas.getByRole('row', { name: /Anna Streams/ })).getByText('100 · Likely genuine')).toBeVisible();
    const flagged = canvas.getByRole('row', { name: /Björn Plays/ });
    await userEvent.click(within(flagged).getByText('Why'));
    await expect(within(flagged).getByRole('list', { name: 'Authenticity reasons for Björn Plays' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Nobody is on this list yet' })).toBeVisible(),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
