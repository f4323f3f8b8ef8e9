import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { QuestResultsSummary } from './QuestResultsSummary.tsx';

const meta = {
  title: 'Quests/Results summary',
  component: QuestResultsSummary,
  args: {
    totals: {
      creators: 4,
      content: 3,
      spentCents: 182_000,
      views: 14_250,
      hoursWatched: 612.4,
      averageCcv: 87.2,
      costPerHourWatchedCents: 297,
    },
    funnel: { offers: 14, accepted: 9, paid: 6, contentApproved: 3, completed: 1 },
  },
  parameters: viewportParameters,
} satisfies Meta<typeof QuestResultsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What was spent and what it brought, then how far the offers got, with the chart's data as a table. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Spent' })).toHaveTextContent('$1,820.00');
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('612');
    await expect(canvas.getByRole('group', { name: 'Cost per hour watched' })).toHaveTextContent('$2.97');
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('row', { name: 'Content approved 3' })).toBeVisible();
  },
};

/** Where an imported UTM report names the Quest: its wishlists and the spend over them, beside the other figures. */
export const WithWishlists: Story = {
  args: { wishlists: { count: 728, costPerWishlistCents: 250 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wishlists' })).toHaveTextContent('728');
    await expect(canvas.getByRole('group', { name: 'Cost per wishlist' })).toHaveTextContent('$2.50');
  },
};

/** Without a report naming it, no wishlist tiles at all. */
export const WithoutWishlists: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Wishlists' })).not.toBeInTheDocument();
  },
};

export const NoOffersYet: Story = {
  args: {
    totals: { creators: 0, content: 0, spentCents: 0, views: 0, hoursWatched: 0, averageCcv: null, costPerHourWatchedCents: null },
    funnel: { offers: 0, accepted: 0, paid: 0, contentApproved: 0, completed: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offers yet.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Average CCV' })).toHaveTextContent('—');
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
