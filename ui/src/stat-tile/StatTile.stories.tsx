import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatTile } from './StatTile.tsx';

const meta = {
  title: 'Display/Stat tile',
  component: StatTile,
  args: { label: 'Hours watched', value: '12,400', caption: 'Last 30 days' },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Hours watched' });
    await expect(tile).toHaveTextContent('12,400');
    await expect(tile).toHaveTextContent('Last 30 days');
  },
};

/** The trend is said in words too, not only by arrow and colour. */
export const TrendingUp: Story = {
  args: { change: '+12%', trend: 'up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('up +12%');
  },
};

export const TrendingDown: Story = {
  args: { change: '-4%', trend: 'down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Hours watched' })).toHaveTextContent('down -4%');
  },
};

export const Loading: Story = {
  args: { ...TrendingUp.args, loading: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Hours watched' });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).not.toHaveTextContent('12,400');
  },
};

export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <StatTile label="Live channels" value="38" />
      <StatTile label="Peak viewers" value="4,210" change="+8%" trend="up" />
      <StatTile label="Completion rate" value="92%" change="-1%" trend="down" />
    </div>
  ),
  globals: { theme: 'light' },
};
