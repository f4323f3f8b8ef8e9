import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';
import { CompanySteamGamesQuery, SteamGameAttributionQuery } from '../../apps/web/src/attribution/operations/attribution.operations.ts';
import { QuestResultsQuery, type QuestResultsData } from '../../apps/web/src/quests/operations/quest-results.operations.ts';
import { QuestResultsPage } from '../../apps/web/src/quests/pages/QuestResultsPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const stream = {
  postType: 'STREAM',
  title: 'Fjord Fishers co-op night',
  gameName: 'Fjord Fishers',
  durationSeconds: 7_200,
  views: 1_840,
  hoursWatched: 412.5,
  averageCcv: 206.3,
  listed: true,
  postedAt: '2030-03-04T19:00:00.000Z',
};
const short = {
  ...stream,
  postType: 'SHORTS',
  title: 'Landing a giant cod',
  gameName: null,
  durationSeconds: 48,
  views: 22_100,
  hoursWatched: 117.9,
  averageCcv: 0,
};

const run = (id: string, displayName: string, status: string, paidAt: string | null, payoutStatus: string | null = null) =>
  ({
    id,
    status,
    payoutStatus,
    platform: 'twitch',
    contentType: 'Stream',
    acceptedAt: '2030-03-02T10:00:00.000Z',
    paidAt,
    creator: { displayName },
  }) as QuestResultsData['activations'][number]['run'];

const filled: QuestResultsData = {
  quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' },
  totals: {
    creators: 3,
    content: 2,
    views: 23_940,
    hoursWatched: 530.4,
    averageCcv: 206.3,
    spent: { cents: 135_000 },
    costPerHourWatched: { cents: 255 },
  },
  funnel: { offers: 9, accepted: 4, paid: 3, contentApproved: 2, completed: 1 },
  creators: [
    {
      creatorId: 'c1',
      creator: { displayName: 'Ada Streams', username: 'adastreams' },
      deals: 1,
      content: 1,
      views: 1_840,
      hoursWatched: 412.5,
      averageCcv: 206.3,
      spent: { cents: 60_000 },
      badges: ['SUPERB_CONTENT', 'GREAT_PARTNER'],
    },
    {
      creatorId: 'c2',
      creator: { displayName: 'Bo Plays', username: 'boplays' },
      deals: 1,
      content: 1,
      views: 22_100,
      hoursWatched: 117.9,
      averageCcv: null,
      spent: { cents: 45_000 },
      badges: [],
    },
    {
      creatorId: 'c3',
      creator: { displayName: 'Cy Clips', username: 'cyclips' },
      deals: 1,
      content: 0,
      views: 0,
      hoursWatched: 0,
      averageCcv: null,
      spent: { cents: 30_000 },
      badges: [],
    },
  ],
  games: [
    { gameId: 'g1', gameName: 'Fjord Fishers', creators: 1, content: 1, views: 1_840, hoursWatched: 412.5, averageCcv: 206.3 },
    { gameId: null, gameName: null, creators: 1, content: 1, views: 22_100, hoursWatched: 117.9, averageCcv: null },
  ],
  activations: [
    { run: run('run-1', 'Ada Streams', 'COMPLETED', '2030-03-02T11:00:00.000Z', 'paid'), amount: { cents: 60_000 }, figures: stream },
    { run: run('run-5', 'Ed Fails', 'COMPLETED', '2030-03-02T11:30:00.000Z', 'failed'), amount: { cents: 20_000 }, figures: null },
    { run: run('run-2', 'Bo Plays', 'PAYOUT', '2030-03-02T12:00:00.000Z'), amount: { cents: 45_000 }, figures: short },
    { run: run('run-3', 'Cy Clips', 'CONTENTREVIEW', '2030-03-03T09:00:00.000Z'), amount: { cents: 30_000 }, figures: null },
    { run: run('run-4', 'Di Live', 'PENDING_PAYMENT', null), amount: { cents: 25_000 }, figures: null },
  ],
  content: [
    {
      runId: 'run-3',
      creator: { displayName: 'Cy Clips' },
      url: 'https://www.twitch.tv/videos/3003',
      submittedAt: '2030-03-05T09:00:00.000Z',
      review: 'inReview',
      figures: null,
    },
    {
      runId: 'run-1',
      creator: { displayName: 'Ada Streams' },
      url: 'https://www.twitch.tv/videos/1001',
      submittedAt: '2030-03-04T21:00:00.000Z',
      review: 'approved',
      figures: stream,
    },
  ],
};

const empty: QuestResultsData = {
  ...filled,
  totals: { creators: 0, content: 0, views: 0, hoursWatched: 0, averageCcv: null, spent: { cents: 0 }, costPerHourWatched: null },
  funnel: { offers: 0, accepted: 0, paid: 0, contentApproved: 0, completed: 0 },
  creators: [],
  games: [],
  activations: [],
  content: [],
};

const game = { appId: '367520', name: 'Fjord Fishers' };
const attributedTo = (activationId: string, wishlists: number) => ({
  kind: 'QUEST' as const,
  activationId,
  activationName: 'Fjord Fishers launch streams',
  creatorId: 'c1',
  creatorName: 'Ada Streams',
  clicks: 700,
  visits: 610,
  wishlists,
  purchases: 12,
});
/** The company's Steam game and an imported UTM report: 540 wishlists from this Quest's links, 99 from another activation. */
const wishlistsNetwork = (rows = [attributedTo('quest-1', 300), attributedTo('quest-1', 240), attributedTo('quest-2', 99)]) => [
  gqlData(CompanySteamGamesQuery, { companySteamGames: [game] }),
  gqlData(SteamGameAttributionQuery, { steamGameAttribution: { game, rows } }),
];

const meta = {
  title: 'Pages/Quests/Quest results',
  component: QuestResultsPage,
  subcomponents: { QuestResultsPage },
  ...pageMeta({
    url: '/campaigns/quests/quest-1/results',
    role: 'companyOwner',
    network: [gqlData(QuestResultsQuery, { questResults: filled }), ...wishlistsNetwork()],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Results of Fjord Fishers launch streams');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('group', { name: 'Spent' })).toHaveTextContent('$1,350.00');
    await expect(canvas.getByRole('figure', { name: 'From offer to completion' })).toBeVisible();
    // Beside them, this Quest's wishlists from the imported UTM report, and the spend over them.
    await expect(await canvas.findByRole('group', { name: 'Wishlists' })).toHaveTextContent('540');
    await expect(canvas.getByRole('group', { name: 'Cost per wishlist' })).toHaveTextContent('$2.50');
  },
};

/** No imported report names this Quest: no wishlist figure at all rather than a zero. */
export const OverviewWithoutWishlists: Story = {
  parameters: pageAt({
    network: [gqlData(QuestResultsQuery, { questResults: filled }), ...wishlistsNetwork([attributedTo('quest-2', 99)])],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Spent' })).toHaveTextContent('$1,350.00');
    await expect(canvas.queryByRole('group', { name: 'Wishlists' })).not.toBeInTheDocument();
  },
};

export const Creators: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/results/creators' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('figure', { name: 'Hours watched by creator' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Results by creator' });
    await expect(table).toHaveTextContent('Superb content, Great partner');
    await expect(table).toHaveTextContent('Cy Clips');
  },
};

/** The Quest's creators go to a creator list from the results table's selection. */
export const CreatorsAddToList: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/results/creators',
    network: () => [gqlData(QuestResultsQuery, { questResults: filled }), ...wishlistsNetwork(), ...addToListNetwork()],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Results by creator' }));
    await addRowsToList(canvas, table, ['Ada Streams']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c1'] }]);
  },
};

export const Games: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/results/games' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('figure', { name: 'Views by game' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Results by game' })).toHaveTextContent('No game');
  },
};

export const Activations: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/results/activations' }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Deals of this Quest' });
    await expect(table).toHaveTextContent('Not paid');
    await expect(canvas.getByRole('link', { name: 'Ada Streams' })).toHaveAttribute('href', '/campaigns/quests/quest-1/run-1');
    // A failed payout reads as failed to the company too, never as Completed.
    const failedRow = within(table).getByRole('link', { name: 'Ed Fails' }).closest('tr')!;
    await expect(failedRow).toHaveTextContent('Payout failed');
    await expect(failedRow).not.toHaveTextContent('Completed');
  },
};

export const Content: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/results/content' }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Submitted content' });
    await expect(canvas.getByRole('link', { name: 'Fjord Fishers co-op night' })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/videos/1001',
    );
    await expect(table).toHaveTextContent('In review');
    await expect(table).toHaveTextContent('206');
  },
};

export const NothingYet: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/results/content',
    network: [gqlData(QuestResultsQuery, { questResults: empty }), ...wishlistsNetwork([])],
  }),
  play: async ({ canvas }) => expect(await canvas.findByText('No content submitted yet')).toBeVisible(),
};

export const NotYourQuest: Story = refusedStory(
  QuestResultsQuery,
  { code: 'QUEST.NOT_FOUND', message: 'This quest does not exist.' },
  wishlistsNetwork(),
);

export const Loading: Story = loadingStory(QuestResultsQuery, wishlistsNetwork());

const widths = atEachWidth(Content);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
