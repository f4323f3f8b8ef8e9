import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompareGamesPage } from '../../apps/web/src/insights/pages/CompareGamesPage.tsx';
import { InsightsGameQuery, type GameInsights } from '../../apps/web/src/insights/operations/insights.operations.ts';
import { gqlDataFor, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { gameInsights } from './insights-fixtures.ts';

/** Each game id gets its own answer, as the API would give. */
const cozyFarm: GameInsights = {
  ...gameInsights,
  game: { id: 'g-farm', name: 'Cozy Farm' },
  creators: 6,
  figures: { ...gameInsights.figures, hoursWatched: 1_250, averageCcv: 21 },
  topCreators: [],
};

const meta = {
  title: 'Pages/Insights/Compare games',
  component: CompareGamesPage,
  ...pageMeta({
    url: '/insights/compare/games?games=g-valheim,g-farm',
    role: 'companyOwner',
    network: [gqlDataFor(InsightsGameQuery, ({ gameId }) => ({ insightsGame: gameId === 'g-farm' ? cozyFarm : gameInsights }))],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures side by side, and one line per game in the chart (with its table). */
export const TwoGames: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Compare games');
    const table = await canvas.findByRole('table', { name: /^Figures/ });
    await expect(canvas.getByRole('link', { name: 'Valheim' })).toHaveAttribute('href', '/insights/games/g-valheim');
    await expect(table).toHaveTextContent('Cozy Farm');
    await expect(canvas.getByRole('rowheader', { name: 'Creators' }).parentElement).toHaveTextContent('Creators146');
    await expect(canvas.getByRole('rowheader', { name: 'Top creator' }).parentElement).toHaveTextContent('–');
    await expect(canvas.getByRole('table', { name: 'Hours watched per day' })).toBeInTheDocument();
  },
};

export const NoneChosen: Story = {
  parameters: pageAt({ url: '/insights/compare/games' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Select two or more games on the Games tab to compare them.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(InsightsGameQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Compare games');
    await expect(canvas.queryByRole('table', { name: /^Figures/ })).toBeNull();
  },
};

export const UnknownGame: Story = refusedStory(InsightsGameQuery, { code: 'INSIGHTS.GAME_NOT_FOUND', message: 'No game with this id.' });

const widths = atEachWidth(TwoGames);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
