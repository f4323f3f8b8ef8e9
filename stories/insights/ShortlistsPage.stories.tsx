import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShortlistsPage } from '../../apps/web/src/insights/pages/ShortlistsPage.tsx';
import {
  InsightsShortlistQuery,
  RemoveFromShortlistMutation,
  type InsightsShortlistPage,
} from '../../apps/web/src/insights/operations/shortlists.operations.ts';
import { gqlData, gqlDataFor } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { busyTableStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { emptyShortlist, streamShortlist, videoShortlist } from './shortlist-fixtures.ts';

/** What the server holds: a removal takes the post off until the removing story starts again. */
let removed = new Set<string>();
const nothingRemoved = () => {
  removed = new Set();
};
const held = (page: InsightsShortlistPage): InsightsShortlistPage => {
  const rows = page.rows.filter((r) => !removed.has(r.post.id));
  return { ...page, rows, totalCount: rows.length };
};

const meta = {
  title: 'Pages/Insights/Shortlists',
  component: ShortlistsPage,
  ...pageMeta({
    url: '/insights/shortlists/streams',
    role: 'companyOwner',
    network: [
      gqlDataFor(InsightsShortlistQuery, ({ kind }) => ({ insightsShortlist: held(kind === 'VIDEO' ? videoShortlist : streamShortlist) })),
      gqlDataFor(RemoveFromShortlistMutation, ({ postId }) => {
        removed.add(postId);
        return { removeFromShortlist: postId };
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stream shortlist names each stream's creator; a title opens the stream on the creator's page. */
export const Streams: Story = {
  beforeEach: nothingRemoved,
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Shortlists');
    const table = await canvas.findByRole('table', { name: 'Stream shortlist' });
    await expect(await canvas.findByRole('link', { name: 'Late night speedruns' })).toHaveAttribute(
      'href',
      '/insights/creators/c-olle/streams?post=p-2',
    );
    await expect(table).toHaveTextContent('OlleStreams');
    await expect(canvas.getByRole('tab', { name: 'Streams' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Videos and shorts share the video shortlist; a short opens on the creator's Shorts tab. */
export const Videos: Story = {
  parameters: pageAt({ url: '/insights/shortlists/videos' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Video shortlist' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Valheim in 30 seconds' })).toHaveAttribute(
      'href',
      '/insights/creators/c-anna/shorts?post=p-s',
    );
    await expect(canvas.getByRole('link', { name: 'Ten Valheim tips' })).toHaveAttribute(
      'href',
      '/insights/creators/c-anna/videos?post=p-v',
    );
  },
};

/** Removing a stream says so and the list shows what the server now holds. */
export const RemoveAStream: Story = {
  beforeEach: nothingRemoved,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove from shortlist: Late night speedruns' }));
    await expect(await within(document.body).findByText('Removed “Late night speedruns” from your shortlist.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Late night speedruns' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Valheim: building the longhouse' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(InsightsShortlistQuery, { insightsShortlist: emptyShortlist })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No streams on your shortlist yet')).toBeVisible();
  },
};

export const Loading: Story = busyTableStory(InsightsShortlistQuery, 'Shortlists', 'Stream shortlist');

export const Failed: Story = refusedStory(InsightsShortlistQuery, {
  code: 'PLAN.UPGRADE_REQUIRED',
  message: 'Upgrade to unlock Insights.',
});

const widths = atEachWidth(Streams);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
