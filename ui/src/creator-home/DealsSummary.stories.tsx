import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealsSummary } from './DealsSummary.tsx';

const meta = {
  title: 'Creator home/Deals summary',
  component: DealsSummary,
  args: {
    groups: [
      {
        title: 'Keys',
        href: '/deals/active',
        empty: 'No Key campaigns yet.',
        counts: [
          { label: 'requests waiting', count: 2, href: '/deals/offers' },
          { label: 'keys to claim', count: 1, href: '/deals/active', needsAction: true },
          { label: 'content submitted', count: 0, href: '/deals/ended' },
        ],
      },
      {
        title: 'Missions',
        href: '/creator-programs/memberships',
        empty: 'No missions yet.',
        counts: [{ label: 'rewards to claim', count: 0, href: '/deals/active', needsAction: true }],
      },
      {
        title: 'Quests',
        href: '/campaigns/quests/browse',
        empty: 'No Quest deals yet.',
        counts: [{ label: 'open offers', count: 20, more: true, href: '/deals/offers' }],
      },
    ],
  },
} satisfies Meta<typeof DealsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What needs the creator leads its card; states with nothing in them are left out. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const keys = within(canvas.getByRole('region', { name: 'Keys' }));
    await expect(keys.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 keys to claim', '2 requests waiting']);
    await expect(keys.getByRole('link', { name: '1 keys to claim' })).toHaveAttribute('href', '/deals/active');
    await expect(canvas.getByRole('region', { name: 'Missions' })).toHaveTextContent('No missions yet.');
    await expect(canvas.getByRole('link', { name: '20+ open offers' })).toHaveAttribute('href', '/deals/offers');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getAllByText('Loading…')).toHaveLength(3),
};
