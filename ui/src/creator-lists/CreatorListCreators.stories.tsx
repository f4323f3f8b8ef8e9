import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CreatorListCreatorsTable } from './CreatorListCreatorsTable.tsx';

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
        addedAt: '2026-03-18T08:30:00.000Z',
      },
      { id: 'cr-2', displayName: 'Björn Plays', username: 'bjornplays', country: null, followers: 0, addedAt: '2026-03-19T08:30:00.000Z' },
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

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Nobody is on this list yet' })).toBeVisible(),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
