import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatTiles } from './StatTiles.tsx';

const meta = {
  title: 'Display/Stat tiles',
  component: StatTiles,
  args: {
    caption: 'Last 30 days',
    tiles: [
      ['Hours watched', '12,400'],
      ['Average viewers (CCV)', '310'],
      ['Streams', '42'],
    ],
  },
} satisfies Meta<typeof StatTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tile is a group named by its label, with the period under its value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Average viewers (CCV)' })).toHaveTextContent('310');
    await expect(canvas.getByRole('group', { name: 'Streams' })).toHaveTextContent('Last 30 days');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Hours watched' });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).toHaveTextContent('Loading…');
    await expect(tile).not.toHaveTextContent('12,400');
  },
};
