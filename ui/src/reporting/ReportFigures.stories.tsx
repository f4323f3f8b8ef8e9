import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportFigures } from './ReportFigures.tsx';

const meta = {
  title: 'Reporting/Figures',
  component: ReportFigures,
  args: {
    caption: 'Last 90 days',
    figures: {
      creators: 12,
      contentPieces: 48,
      reach: 182_400,
      hoursWatched: 3_210.44,
      costCents: 450_000,
      costPerHourWatchedCents: 140,
      wishlists: 1_800,
      costPerWishlistCents: 250,
      wishlistsPerHourWatched: 0.5607,
    },
  },
} satisfies Meta<typeof ReportFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Reach (views)' })).toHaveTextContent('182,400');
    await expect(canvas.getByRole('group', { name: 'Spend' })).toHaveTextContent('$4,500.00');
    await expect(canvas.getByRole('group', { name: 'Cost per hour watched' })).toHaveTextContent('$1.40');
    await expect(canvas.getByRole('group', { name: 'Wishlists' })).toHaveTextContent('1,800');
    await expect(canvas.getByRole('group', { name: 'Cost per wishlist' })).toHaveTextContent('$2.50');
    await expect(canvas.getByRole('group', { name: 'Wishlists per hour watched' })).toHaveTextContent('0.56');
  },
};

/** No Steam UTM report imported yet: wishlists are unknown, shown as dashes rather than zeros. */
export const NoWishlistsImported: Story = {
  args: { figures: { ...meta.args.figures, wishlists: null, costPerWishlistCents: null, wishlistsPerHourWatched: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wishlists' })).toHaveTextContent('–');
    await expect(canvas.getByRole('group', { name: 'Cost per wishlist' })).toHaveTextContent('–');
  },
};

/** Free activations (Key campaigns, Missions): no spend, so no cost per hour rather than a misleading $0. */
export const NoSpend: Story = {
  args: { figures: { ...meta.args.figures, costCents: 0, costPerHourWatchedCents: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Cost per hour watched' })).toHaveTextContent('–');
  },
};

export const Loading: Story = { args: { loading: true } };
