import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreatorInsightsPage } from '../../apps/web/src/insights/pages/CreatorInsightsPage.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  InsightsCreatorPostsQuery,
  InsightsCreatorQuery,
  InsightsPostQuery,
} from '../../apps/web/src/insights/operations/insights.operations.ts';
import { NotesQuery } from '../../apps/web/src/notes/operations/notes.operations.ts';
import { AddToShortlistMutation } from '../../apps/web/src/insights/operations/shortlists.operations.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { reportNetwork, reported, reportUser } from '../reports/report-user.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { addedToList, addToListNetwork, addToNordicStreamers } from '../creator-lists/add-to-list.ts';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorInsights, postPage, selectedStream, selectedVideo } from './insights-fixtures.ts';

/** What the server holds: posts added to the shortlist in this story (emptied before each story that adds). */
let shortlisted = new Set<string>();
const noneShortlisted = () => {
  shortlisted = new Set();
};
const marked = <P extends { id: string; shortlisted: boolean }>(post: P): P => ({ ...post, shortlisted: shortlisted.has(post.id) });

const meta = {
  title: 'Pages/Insights/Creator details',
  component: CreatorInsightsPage,
  ...pageMeta({
    url: '/insights/creators/c-anna',
    role: 'companyOwner',
    network: [
      gqlData(InsightsCreatorQuery, { insightsCreator: creatorInsights }),
      gqlDataFor(InsightsCreatorPostsQuery, () => ({ insightsCreatorPosts: { ...postPage, rows: postPage.rows.map(marked) } })),
      gqlDataFor(InsightsPostQuery, ({ postId }) => {
        const selected = postId === 'p-v' ? selectedVideo : selectedStream;
        return { insightsPost: { ...selected, post: marked(selected.post) } };
      }),
      gqlDataFor(AddToShortlistMutation, ({ postId }) => {
        shortlisted.add(postId);
        return {
          addToShortlist: { id: `e-${postId}`, kind: postId === 'p-v' ? 'VIDEO' : 'STREAM', postId, addedAt: '2026-11-25T09:00:00.000Z' },
        };
      }),
      gqlData(NotesQuery, {
        notes: {
          edges: [
            {
              node: {
                id: 'n-1',
                subject: { kind: 'CREATOR', id: 'c-anna', name: 'AnnaPlays' },
                text: 'Streams our genre every Friday; ask about the co-op beta.',
                authorName: 'Olivia',
                viewerIsAuthor: true,
                createdAt: '2026-11-20T09:30:00.000Z',
                lastEditedAt: null,
                comments: [],
              },
            },
          ],
          pageInfo: { hasNextPage: false, endCursor: null },
        },
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company reports the creator from their insights (spec 1: report a user from company views). */
export const ReportCreator: Story = {
  parameters: pageAt({
    network: () => [gqlData(InsightsCreatorQuery, { insightsCreator: creatorInsights }), ...reportNetwork()],
  }),
  play: async ({ canvas }) => {
    await reportUser(canvas, 'Report AnnaPlays');
    await expect(reported).toEqual([['c-anna']]);
  },
};

/** The figures, and a chart whose every day is also in a table screen readers reach. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'AnnaPlays');
    await expect(await canvas.findByRole('figure', { name: 'Hours watched per day' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Hours watched per day' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('5,210');
    const authenticity = canvas.getByRole('region', { name: 'Audience authenticity' });
    await expect(authenticity).toHaveTextContent('80/100');
    await expect(authenticity).toHaveTextContent('Likely genuine');
    await expect(authenticity).toHaveTextContent('on 5 of 20 stream days');
  },
};

export const GamesTab: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/games' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Valheim' })).toHaveAttribute('href', '/insights/games/g-valheim');
  },
};

export const StreamsTab: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/streams' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Valheim: building the longhouse')).toBeVisible();
  },
};

/** A stream goes on the company's stream shortlist from the Streams tab; the button then offers removal. */
export const AddStreamToShortlist: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/streams' }),
  beforeEach: noneShortlisted,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to shortlist: Valheim: building the longhouse' }));
    await expect(await within(document.body).findByText('Added “Valheim: building the longhouse” to your shortlist.')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove from shortlist: Valheim: building the longhouse' })).toBeEnabled(),
    );
  },
};

/** The post viewer adds the selected video to the video shortlist, and links to it. */
export const AddSelectedVideoToShortlist: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/videos?post=p-v' }),
  beforeEach: noneShortlisted,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ten Valheim tips' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Video shortlist' })).toHaveAttribute('href', '/insights/shortlists/videos');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to shortlist: Ten Valheim tips' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove from shortlist: Ten Valheim tips' })).toBeEnabled());
  },
};

/** The company's notes on this creator, where members add theirs. */
export const NotesTab: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/notes' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Streams our genre every Friday; ask about the co-op beta.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The VODs tab: choosing a stream's recording shows its concurrent viewers over time, with the table. */
export const VodsTab: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/vods' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose a VOD to see its concurrent viewers over time.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'Valheim: building the longhouse' }));
    await expect(await canvas.findByRole('figure', { name: 'Concurrent viewers' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Concurrent viewers' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(19);
    // 18:00 UTC in November is 19:00 in Stockholm.
    await expect(table.querySelector('tbody th')).toHaveTextContent('19:00');
    await expect(canvas.getByRole('group', { name: 'Peak viewers' })).toHaveTextContent('260');
  },
};

/** A video selected by the query value: its figures, no viewer curve. */
export const SelectedVideo: Story = {
  parameters: pageAt({ url: '/insights/creators/c-anna/videos?post=p-v' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ten Valheim tips' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Views' })).toHaveTextContent('18,400');
    await expect(canvas.queryByRole('figure', { name: 'Concurrent viewers' })).toBeNull();
  },
};

export const PostNotFound: Story = {
  parameters: pageAt({
    url: '/insights/creators/c-anna/streams?post=p-gone',
    network: [
      gqlData(InsightsCreatorQuery, { insightsCreator: creatorInsights }),
      gqlData(InsightsCreatorPostsQuery, { insightsCreatorPosts: postPage }),
      gqlError(InsightsPostQuery, { code: 'INSIGHTS.POST_NOT_FOUND', message: 'No stream, video or short with this id.' }),
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'No stream, video or short with this id.'),
};

export const NotFound: Story = refusedStory(InsightsCreatorQuery, {
  code: 'INSIGHTS.CREATOR_NOT_FOUND',
  message: 'No creator with this id.',
});

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const VodsPhone = atEachWidth(VodsTab).phone;
export const Desktop = widths.desktop;

/** The creator goes to a creator list from their details. */
export const AddToList: Story = {
  parameters: pageAt({ network: () => [gqlData(InsightsCreatorQuery, { insightsCreator: creatorInsights }), ...addToListNetwork()] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to list' }));
    await addToNordicStreamers(1);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c-anna'] }]);
  },
};
