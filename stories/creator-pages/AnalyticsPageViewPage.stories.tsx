import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalyticsPageViewPage } from '../../apps/web/src/creator-pages/pages/AnalyticsPageViewPage.tsx';
import { expect } from 'storybook/test';
import {
  AnalyticsPageQuery,
  MyAnalyticsPagesQuery,
  UpdateAnalyticsPageMutation,
  type AnalyticsPageView,
} from '../../apps/web/src/creator-pages/operations/analytics-pages.operations.ts';
import { gqlData, gqlDataFor, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const page: AnalyticsPageView = {
  id: 'a1',
  name: 'sponsor-deck',
  period: 'LAST_90_DAYS',
  figures: ['hoursWatched', 'averageCcv'],
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const figures = {
  streams: 24,
  streamHours: 61.5,
  hoursWatched: 12400,
  averageCcv: 86.25,
  peakCcv: 310,
  videos: 3,
  videoViews: 5400,
  shorts: 12,
  shortViews: 80200,
};
const insights = { period: { from: '2026-08-28', to: '2026-11-25' }, figures };

const meta = {
  title: 'Pages/Creator/Analytics page',
  component: AnalyticsPageViewPage,
  ...pageMeta({
    url: '/user/analytics-pages/a1',
    role: 'creator',
    network: () => {
      let current = page;
      return [
        gqlDataFor(MyAnalyticsPagesQuery, () => ({ myAnalyticsPages: [current] })),
        gqlDataFor(AnalyticsPageQuery, () => ({ myAnalyticsPage: current, myInsights: insights })),
        gqlDataFor(UpdateAnalyticsPageMutation, ({ input }) => {
          current = { ...current, ...input, figures: [...input.figures], updatedAt: '2026-11-26T10:00:00.000Z' };
          return { updateAnalyticsPage: current };
        }),
      ];
    },
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's figures over its period; a change of figures shows at once. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'sponsor-deck');
    await expect(await canvas.findByRole('group', { name: 'Hours watched' })).toHaveTextContent('12,400');
    await expect(canvas.queryByRole('group', { name: 'Peak CCV' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Peak CCV'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save page' }));
    await expect(await canvas.findByRole('group', { name: 'Peak CCV' })).toHaveTextContent('310');
  },
};

/** Not one of the creator's pages (another creator's, or gone): not found. */
export const NotFound: Story = {
  parameters: pageAt({
    url: '/user/analytics-pages/someone-elses',
    network: [gqlData(MyAnalyticsPagesQuery, { myAnalyticsPages: [page] })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, /not found/i);
  },
};

export const NoFiguresYet: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyAnalyticsPagesQuery, { myAnalyticsPages: [page] }),
      gqlData(AnalyticsPageQuery, { myAnalyticsPage: page, myInsights: null }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No figures yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlData(MyAnalyticsPagesQuery, { myAnalyticsPages: [page] }), gqlPending(AnalyticsPageQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
