import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopHistory } from './ShopHistory.tsx';

const meta = {
  title: 'Shop/Shop history',
  component: ShopHistory,
  args: {
    orders: [{ id: 'o1', itemName: 'Lurkit stickers', quantity: 1, totalCoins: 100, placedAt: '2026-11-20T12:00:00.000Z' }],
    coinEntries: [
      { amount: -100, reason: 'SHOP_ORDER', at: '2026-11-20T12:00:00.000Z' },
      { amount: 100, reason: 'KEY_CONTENT_SUBMITTED', at: '2026-11-18T09:00:00.000Z' },
    ],
  },
} satisfies Meta<typeof ShopHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spending shows as minus, earnings as plus, times in Stockholm. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Lurkit stickers' })).toBeVisible();
    await expect(canvas.getByText('−100 Lurkcoins')).toBeVisible();
    await expect(canvas.getByText('+100 Lurkcoins')).toBeVisible();
    await expect(canvas.getByText('Content submitted for a Key campaign')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [], coinEntries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.getByText(/earn 100 Lurkcoins/)).toBeVisible();
  },
};
