import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalyticsPagesPage } from '../../apps/web/src/creator-pages/pages/AnalyticsPagesPage.tsx';
import { expect, waitFor, within } from 'storybook/test';
import {
  CreateAnalyticsPageMutation,
  DeleteAnalyticsPageMutation,
  MyAnalyticsPagesQuery,
  type AnalyticsPageView,
} from '../../apps/web/src/creator-pages/operations/analytics-pages.operations.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const aPage = (n: number, changes: Partial<AnalyticsPageView> = {}): AnalyticsPageView => ({
  id: `a${n}`,
  name: `stats-${n}`,
  period: 'LAST_90_DAYS',
  figures: ['hoursWatched', 'averageCcv'],
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});
const created = aPage(9, { name: 'sponsor-deck', figures: ['hoursWatched', 'averageCcv', 'peakCcv'] });

const meta = {
  title: 'Pages/Creator/Analytics pages',
  component: AnalyticsPagesPage,
  ...pageMeta({
    url: '/user/analytics-pages',
    role: 'creator',
    // Fresh per run: the list answers with the page once it is created.
    network: () => {
      let pages = [aPage(1, { name: 'video-month', period: 'LAST_30_DAYS', figures: ['videoViews'] })];
      return [
        gqlDataFor(MyAnalyticsPagesQuery, () => ({ myAnalyticsPages: pages })),
        gqlDataFor(CreateAnalyticsPageMutation, () => {
          pages = [...pages, created];
          return { createAnalyticsPage: created };
        }),
        gqlDataFor(DeleteAnalyticsPageMutation, ({ id }) => {
          pages = pages.filter((p) => p.id !== id);
          return { deleteAnalyticsPage: id };
        }),
      ];
    },
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A creator adds a page: it joins the list with its period and figures. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Analytics pages');
    await expect(await canvas.findByRole('link', { name: 'video-month' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Page name'), 'sponsor-deck');
    await userEvent.click(canvas.getByLabelText('Peak CCV'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create analytics page' }));
    await expect(await canvas.findByRole('link', { name: 'sponsor-deck' })).toHaveAttribute('href', '/user/analytics-pages/a9');
    await expect(canvas.getByRole('heading', { name: /\(2 of 6\)/ })).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete video-month' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete “video-month”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await expect(await canvas.findByRole('heading', { name: 'No analytics pages yet' })).toBeVisible();
  },
};

/** Six pages: no form, and why. */
export const AtTheLimit: Story = {
  parameters: pageAt({ network: [gqlData(MyAnalyticsPagesQuery, { myAnalyticsPages: [1, 2, 3, 4, 5, 6].map((n) => aPage(n)) })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have 6 analytics pages, the most a creator can have/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create analytics page' })).not.toBeInTheDocument();
  },
};

/** The server's 5012 at the name, and its 5015 (a page made elsewhere meanwhile) in the form's alert. */
export const NameRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyAnalyticsPagesQuery, { myAnalyticsPages: [] }),
      gqlError(CreateAnalyticsPageMutation, { code: '5012', field: 'name', message: 'Invalid name format.' }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Page name'), 'stats');
    await userEvent.click(canvas.getByRole('button', { name: 'Create analytics page' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Page name')).toHaveAccessibleDescription(expect.stringContaining('Invalid name format.')),
    );
  },
};

export const LimitRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyAnalyticsPagesQuery, { myAnalyticsPages: [] }),
      gqlError(CreateAnalyticsPageMutation, { code: '5015', message: 'You cannot have more than 6 Analytics Pages.' }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Page name'), 'stats');
    await userEvent.click(canvas.getByRole('button', { name: 'Create analytics page' }));
    await expect(await canvas.findByText('You cannot have more than 6 Analytics Pages.')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(MyAnalyticsPagesQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
