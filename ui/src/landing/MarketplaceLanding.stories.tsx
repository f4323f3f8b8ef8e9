import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MarketplaceLanding } from './MarketplaceLanding.tsx';

const meta = {
  title: 'Public/Marketplace landing',
  component: MarketplaceLanding,
  args: { figures: { liveKeyCampaigns: 3, openQuests: 2, creators: 25, games: 3 } },
} satisfies Meta<typeof MarketplaceLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Open Quests' })).toHaveTextContent('2');
    await expect(canvas.getByRole('heading', { name: 'For game companies' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { figures: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Games' })).toHaveAttribute('aria-busy', 'true');
  },
};
