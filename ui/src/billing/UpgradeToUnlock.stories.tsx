import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UpgradeToUnlock } from './UpgradeToUnlock.tsx';

const meta = {
  title: 'Company/Billing/Upgrade to unlock',
  component: UpgradeToUnlock,
  args: { feature: 'Insights' },
} satisfies Meta<typeof UpgradeToUnlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Insights: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Upgrade to unlock Insights' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/company/settings/plan');
  },
};
