import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { InsightsLivestreamsPage } from '../../apps/web/src/insights/pages/InsightsLivestreamsPage.tsx';
import { expect, fireEvent, userEvent, within, waitFor } from 'storybook/test';
import {
  InsightsCreatorsQuery,
  InsightsExportQuotaQuery,
  InsightsGameQuery,
  InsightsGamesQuery,
  SavedInsightsFiltersQuery,
  SaveInsightsFilterMutation,
} from '../../apps/web/src/insights/operations/insights.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorRanking, gameInsights, gameRanking, savedFilters } from './insights-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const network = [
  gqlData(InsightsCreatorsQuery, { insightsCreators: creatorRanking() }),
  gqlData(InsightsGamesQuery, { insightsGames: gameRanking }),
  gqlData(SavedInsightsFiltersQuery, { savedInsightsFilters: savedFilters }),
  gqlData(InsightsExportQuotaQuery, { insightsExportQuota: { limit: 5, remaining: 3, resetsAt: '2026-11-30T23:00:00.000Z' } }),
];

const meta = {
  title: 'Pages/Insights/Livestreams',
  subcomponents: { InsightsLivestreamsPage },
  ...pageMeta({ url: '/insights/livestreams/content-creators', role: 'companyOwner', network }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Content creators tab: each creator links to their details, keeping the filters. */
export const ContentCreators: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Livestream insights');
    await expect(await canvas.findByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/insights/creators/c-anna');
    await expect(canvas.getByRole('table', { name: 'Creators (3)' })).toBeVisible();
    // Audience authenticity from the server, one badge per row.
    await expect(canvas.getByText('100 · Likely genuine')).toBeVisible();
    await expect(canvas.getByText('Too little data')).toBeVisible();
    await expect(await canvas.findByText('3 of 5 exports left this month')).toBeVisible();
  },
};

export const Games: Story = {
  parameters: pageAt({ url: '/insights/livestreams/games?period=7' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Valheim' })).toHaveAttribute('href', '/insights/games/g-valheim?period=7');
    await expect(canvas.getByRole('tab', { name: 'Content creators' })).toHaveAttribute(
      'href',
      '/insights/livestreams/content-creators?period=7',
    );
  },
};

/** What the export route was last asked for: the story checks the Games tab asks for the games list. */
let exported: unknown = null;
const exportRoute = http.post('/api/insights/export', async ({ request }) => {
  exported = await request.json();
  return new HttpResponse('game,creators\nValheim,14\n', {
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="lurkit-games.csv"' },
  });
});

/** The Games tab exports its own list as CSV, from the same monthly quota. */
export const ExportGames: Story = {
  parameters: pageAt({ url: '/insights/livestreams/games?period=7', network: [...network, exportRoute] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 of 5 exports left this month')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Export/ }));
    await expect(await within(document.body).findByText('Export downloaded.')).toBeInTheDocument();
    await expect(exported).toMatchObject({ list: 'games', platform: 'twitch', filter: { aggregationPeriodDays: 7 } });
  },
};

/** Selected games open side by side on the Compare games page, keeping the period. */
export const CompareGames: Story = {
  parameters: pageAt({
    url: '/insights/livestreams/games?period=7',
    network: [...network, gqlData(InsightsGameQuery, { insightsGame: gameInsights })],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Valheim' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Factorio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await findPageHeading(canvas, 'Compare games');
    await expect(await canvas.findByRole('table', { name: /^Figures/ })).toBeVisible();
  },
};

/** Two changes made before the page re-renders both stay in the address: the second does not undo the first. */
export const QuickChanges: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Livestream insights');
    fireEvent.change(canvas.getByLabelText('Period'), { target: { value: 'days:7' } });
    fireEvent.change(canvas.getByLabelText('Tier by'), { target: { value: 'VIEWS' } });
    await waitFor(() => {
      const href = new URL(canvas.getByRole('tab', { name: 'Games' }).getAttribute('href') ?? '', 'http://x');
      expect(Object.fromEntries(href.searchParams)).toEqual({ period: '7', tierBasis: 'VIEWS' });
    });
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(InsightsCreatorsQuery), ...network.slice(1)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Livestream insights');
    await expect(canvas.queryByRole('link', { name: 'AnnaPlays' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(InsightsCreatorsQuery, { insightsCreators: creatorRanking(0) }), ...network.slice(1)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No creators match these filters')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: pageAt({
    network: [
      gqlError(InsightsCreatorsQuery, { code: 'INSIGHTS.INVALID_FILTER', message: 'Use two-letter country codes.' }),
      ...network.slice(1),
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'Use two-letter country codes.'),
};

/** Saving the filters under a name; a taken name is refused at the name field. */
export const SaveFilter: Story = {
  parameters: pageAt({
    network: [gqlData(SaveInsightsFilterMutation, { saveInsightsFilter: { id: 'f-2', name: 'Finnish nano' } }), ...network],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Filter name'), 'Finnish nano');
    await userEvent.click(canvas.getByRole('button', { name: 'Save filter' }));
    await expect(await within(document.body).findByText('Filter "Finnish nano" saved.')).toBeInTheDocument();
  },
};

export const FilterNameTaken: Story = {
  parameters: pageAt({
    network: [
      gqlError(SaveInsightsFilterMutation, {
        code: 'INSIGHTS.FILTER_NAME_TAKEN',
        message: 'You already have a saved filter with this name.',
        field: 'name',
      }),
      ...network,
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Filter name'), 'Nordic mid tier');
    await userEvent.click(canvas.getByRole('button', { name: 'Save filter' }));
    await expect(await canvas.findByText('You already have a saved filter with this name.')).toBeVisible();
  },
};

const widths = atEachWidth(ContentCreators);
export const Phone = widths.phone;
export const Desktop = widths.desktop;

/** Content creators go to a creator list from the ranking's selection. */
export const AddToList: Story = {
  parameters: pageAt({ network: () => [...network, ...addToListNetwork()] }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Creators (3)' }));
    await addRowsToList(canvas, table, ['AnnaPlays', 'KimCasts']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c-anna', 'c-kim'] }]);
  },
};
