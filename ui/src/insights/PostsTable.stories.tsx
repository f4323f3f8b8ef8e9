import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
    await expect(canvas.getByText('24 Nov 2026, 19:00 CET')).toBeVisible();
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

/** On the creator's tabs each post can go on the company's shortlist or come off it. */
export const WithShortlist: Story = {
  args: {
    rows: meta.args.rows.map((r, i) => ({ ...r, shortlisted: i === 0 })),
    shortlist: { onToggle: fn(), busyId: null },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Remove from shortlist: Valheim: building the longhouse' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to shortlist: Speedrun practice' }));
    await expect(args.shortlist?.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-2' }));
  },
};

/** A shortlist mixes creators: each row names its creator, linking to their page. */
export const ShortlistOfStreams: Story = {
  args: {
    caption: 'Stream shortlist',
    withCreator: true,
    rows: meta.args.rows.map((r) => ({ ...r, shortlisted: true, creatorName: 'Anna Plays', creatorHref: '/insights/creators/c-anna' })),
    shortlist: { onToggle: fn(), busyId: 'p-1' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Stream shortlist' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Anna Plays' })[0]).toHaveAttribute('href', '/insights/creators/c-anna');
    await expect(canvas.getByRole('button', { name: /Remove from shortlist: Valheim/ })).toBeDisabled();
  },
};
