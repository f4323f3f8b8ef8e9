import type { Meta, StoryObj } from '@storybook/react-vite';
import { InsightsOverviewPage } from '../../apps/web/src/insights/pages/InsightsOverviewPage.tsx';
import { GameInsightsPage } from '../../apps/web/src/insights/pages/GameInsightsPage.tsx';
import { expect, within } from 'storybook/test';
import {
  InsightsCreatorsQuery,
  InsightsGameQuery,
  InsightsGamesQuery,
  SavedInsightsFiltersQuery,
} from '../../apps/web/src/insights/operations/insights.operations.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorRanking, gameInsights, gameRanking, savedFilters } from './insights-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const meta = {
  title: 'Pages/Insights/Overview and game',
  component: InsightsOverviewPage,
  subcomponents: { GameInsightsPage },
  ...pageMeta({
    url: '/insights/overview',
    role: 'companyOwner',
    network: [
      gqlData(InsightsCreatorsQuery, { insightsCreators: creatorRanking() }),
      gqlData(InsightsGamesQuery, { insightsGames: gameRanking }),
      gqlData(SavedInsightsFiltersQuery, { savedInsightsFilters: savedFilters }),
      gqlData(InsightsGameQuery, { insightsGame: gameInsights }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Insights');
    await expect(await canvas.findByRole('link', { name: 'AnnaPlays' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Valheim' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All content creators' })).toHaveAttribute(
      'href',
      '/insights/livestreams/content-creators',
    );
  },
};

/** One game's figures, chart with its table, and its top creators. */
export const Game: Story = {
  parameters: pageAt({ url: '/insights/games/g-valheim' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Valheim');
    await expect(await canvas.findByRole('table', { name: 'Hours watched per day' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/insights/creators/c-anna');
  },
};

const overview = atEachWidth(Overview);
export const OverviewPhone = overview.phone;
export const OverviewDesktop = overview.desktop;
const game = atEachWidth(Game);
export const GamePhone = game.phone;
export const GameDesktop = game.desktop;

/** The top creators go to a creator list from the table's selection. */
export const AddToList: Story = {
  parameters: pageAt({
    network: () => [
      gqlData(InsightsCreatorsQuery, { insightsCreators: creatorRanking() }),
      gqlData(InsightsGamesQuery, { insightsGames: gameRanking }),
      gqlData(SavedInsightsFiltersQuery, { savedInsightsFilters: savedFilters }),
      ...addToListNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Creators (3)' }));
    await addRowsToList(canvas, table, ['OlleStreams']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c-olle'] }]);
  },
};
