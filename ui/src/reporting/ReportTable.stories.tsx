import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportTable } from './ReportTable.tsx';

const meta = {
  title: 'Reporting/Report table',
  component: ReportTable,
  args: {
    caption: 'Activations',
    nameHeader: 'Activation',
    rows: [
      {
        id: 'quest-1',
        name: 'Summer launch quest',
        detail: 'Quest',
        href: '/campaigns/quests/quest-1/participants',
        figures: {
          creators: 3,
          contentPieces: 5,
          reach: 42_000,
          hoursWatched: 1_240.5,
          costCents: 180_000,
          costPerHourWatchedCents: 145,
          wishlists: 600,
          costPerWishlistCents: 300,
          wishlistsPerHourWatched: 0.4837,
        },
      },
      {
        id: 'key-1',
        name: 'Moonlight Drifters keys',
        detail: 'Key campaign',
        figures: {
          creators: 9,
          contentPieces: 21,
          reach: 64_000,
          hoursWatched: 2_410,
          costCents: 0,
          costPerHourWatchedCents: null,
          wishlists: 1_205,
          costPerWishlistCents: null,
          wishlistsPerHourWatched: 0.5,
        },
      },
    ],
  },
} satisfies Meta<typeof ReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Most hours watched first; paid activations show their cost per hour watched. */
export const Activations: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Moonlight Drifters keys');
    await expect(canvas.getByRole('link', { name: 'Summer launch quest' })).toHaveAttribute(
      'href',
      '/campaigns/quests/quest-1/participants',
    );
    await expect(canvas.getByRole('cell', { name: '$1.45' })).toBeVisible();
  },
};

/** The wishlists creators' tracked links brought, what each cost, and how many per hour watched. */
export const Wishlists: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Cost per wishlist/ })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '$3.00' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '1,205' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '0.48' })).toBeVisible();
  },
};

/** Creators: the selected rows go to a creator list. */
export const CreatorsAddToList: Story = {
  args: {
    caption: 'Creators',
    nameHeader: 'Creator',
    onAddToList: fn(),
    rows: [
      {
        id: 'c-anna',
        name: 'AnnaPlays',
        href: '/insights/creators/c-anna',
        figures: {
          creators: 1,
          contentPieces: 4,
          reach: 12_000,
          hoursWatched: 640,
          costCents: 40_000,
          costPerHourWatchedCents: 63,
          wishlists: null,
          costPerWishlistCents: null,
          wishlistsPerHourWatched: null,
        },
      },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select AnnaPlays' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Add to list' }));
    await expect(args.onAddToList).toHaveBeenCalledWith(['c-anna']);
  },
};

/** Games: spend belongs to creators, so the spend columns are left out. */
export const Games: Story = {
  args: { caption: 'Games', nameHeader: 'Game', withoutSpend: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: /Spend/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: /Wishlists/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to report in this period.')).toBeVisible();
  },
};
