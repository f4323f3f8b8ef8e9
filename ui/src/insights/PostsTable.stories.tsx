import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PostsTable } from './PostsTable.tsx';

const meta = {
  title: 'Insights/Posts table',
  component: PostsTable,
  args: {
    kind: 'Streams',
    rows: [
      {
        id: 'p-1',
        title: 'Valheim: building the longhouse',
        provider: 'twitch',
        durationSeconds: 3 * 3_600 + 900,
        views: 0,
        hoursWatched: 420.5,
        averageCcv: 129.4,
        listed: true,
        createdAt: '2026-11-24T18:00:00.000Z',
      },
      {
        id: 'p-2',
        title: 'Speedrun practice',
        provider: 'twitch',
        durationSeconds: 3_600,
        views: 0,
        hoursWatched: 40,
        averageCcv: 40,
        listed: false,
        createdAt: '2026-11-20T18:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof PostsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dates in Stockholm time; unlisted posts say so. */
export const Streams: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Streams' })).toBeVisible();
    await expect(canvas.getByText('24 Nov 2026, 19:00')).toBeVisible();
    await expect(canvas.getByText('Speedrun practice (unlisted)')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Avg CCV/ })).toBeVisible();
  },
};

/** On the details page each title selects its post (a query value), a stream's VOD showing its viewer curve. */
export const VodsWithLinks: Story = {
  args: { kind: 'VODs', hrefOf: (id: string) => `/insights/creators/c-anna/vods?post=${id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'VODs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Speedrun practice/ })).toHaveAttribute(
      'href',
      '/insights/creators/c-anna/vods?post=p-2',
    );
  },
};

export const Videos: Story = {
  args: { kind: 'Videos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Views/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { kind: 'Shorts', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No shorts yet')).toBeVisible();
  },
};
