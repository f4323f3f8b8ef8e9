import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreatorInsightsPage } from '../../apps/web/src/insights/pages/CreatorInsightsPage.tsx';
import { expect } from 'storybook/test';
import { InsightsCreatorPostsQuery, InsightsCreatorQuery } from '../../apps/web/src/insights/operations/insights.operations.ts';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { creatorInsights, postPage } from './insights-fixtures.ts';

const meta = {
  title: 'Pages/Insights/Creator details',
  component: CreatorInsightsPage,
  ...pageMeta({
    url: '/insights/creators/c-anna',
    role: 'companyOwner',
    network: [
      gqlData(InsightsCreatorQuery, { insightsCreator: creatorInsights }),
      gqlData(InsightsCreatorPostsQuery, { insightsCreatorPosts: postPage }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

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

export const NotFound: Story = {
  parameters: pageAt({
    network: [gqlError(InsightsCreatorQuery, { code: 'INSIGHTS.CREATOR_NOT_FOUND', message: 'No creator with this id.' })],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'No creator with this id.'),
};

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
