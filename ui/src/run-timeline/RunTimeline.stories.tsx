import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RunTimeline } from './RunTimeline.tsx';

const meta = {
  title: 'Company/Run timeline',
  component: RunTimeline,
  args: {
    events: [
      {
        id: '1',
        at: '2026-03-02T09:15:00.000Z',
        creatorName: 'AnnaPlays',
        what: 'submitted content',
        activationType: 'Key campaign',
        activationName: 'Spring keys',
        by: 'USER',
      },
      {
        id: '2',
        at: '2026-03-01T22:30:00.000Z',
        creatorName: 'Björn',
        what: 'had the offer accepted',
        activationType: 'Quest',
        activationName: 'Summer quest',
        by: 'COMPANY',
      },
      {
        id: '3',
        at: '2026-03-01T08:00:00.000Z',
        creatorName: 'NordicNina',
        what: 'had the content accepted',
        activationType: 'Mission',
        activationName: 'Clip it',
        by: 'SYSTEM',
      },
    ],
  },
} satisfies Meta<typeof RunTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, in Stockholm time, naming the activation's type and who acted when it was not the creator. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('2 Mar 2026, 10:15 CETAnnaPlays submitted content on the Key campaign Spring keys');
    await expect(items[1]).toHaveTextContent('Björn had the offer accepted on the Quest Summer quest (by your company)');
    await expect(items[2]).toHaveTextContent('NordicNina had the content accepted on the Mission Clip it (automatically)');
  },
};

/** Older events load on request. */
export const MoreToShow: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show older events' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has happened yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the timeline…');
  },
};

export const Error: Story = {
  args: { error: 'The timeline could not be loaded.', hasMore: true, onLoadMore: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The timeline could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show older events' })).not.toBeInTheDocument();
  },
};
