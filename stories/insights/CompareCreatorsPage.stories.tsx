import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompareCreatorsPage } from '../../apps/web/src/insights/pages/CompareCreatorsPage.tsx';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, userEvent } from 'storybook/test';
import type { CreatorInsights } from '../../apps/web/src/insights/operations/insights.operations.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorInsights } from './insights-fixtures.ts';
import { addedToList, addToListNetwork, addToNordicStreamers } from '../creator-lists/add-to-list.ts';

/** Each creator id gets its own answer, as the API would give. */
const olle: CreatorInsights = {
  ...creatorInsights,
  creator: { ...creatorInsights.creator, id: 'c-olle', username: 'ollestreams', displayName: 'OlleStreams' },
  tierByCcv: 'micro',
  figures: { ...creatorInsights.figures, hoursWatched: 1_320, averageCcv: 33 },
};
const byId = graphql
  .link('/api/gql')
  .query('InsightsCreator', ({ variables }) =>
    HttpResponse.json({ data: { insightsCreator: variables.creatorId === 'c-olle' ? olle : creatorInsights } }),
  );

const meta = {
  title: 'Pages/Insights/Compare creators',
  component: CompareCreatorsPage,
  ...pageMeta({ url: '/insights/compare?creators=c-anna,c-olle', role: 'companyOwner', network: [byId] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures side by side, and one line per creator in the chart (with its table). */
export const TwoCreators: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Compare creators');
    const table = await canvas.findByRole('table', { name: /^Figures/ });
    await expect(table).toHaveTextContent('AnnaPlays');
    await expect(table).toHaveTextContent('OlleStreams');
    await expect(canvas.getByRole('rowheader', { name: 'Hours watched' }).parentElement).toHaveTextContent('5,2101,320');
    await expect(canvas.getByRole('table', { name: 'Hours watched per day' })).toBeInTheDocument();
  },
};

/** The compared creators go to a creator list together. */
export const AddToList: Story = {
  parameters: pageAt({ network: () => [byId, ...addToListNetwork()] }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add these creators to a list' }));
    await addToNordicStreamers(2);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c-anna', 'c-olle'] }]);
  },
};

export const NoneChosen: Story = {
  parameters: pageAt({ url: '/insights/compare' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Select two or more creators on the Content creators tab to compare them.')).toBeVisible();
  },
};

const widths = atEachWidth(TwoCreators);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
