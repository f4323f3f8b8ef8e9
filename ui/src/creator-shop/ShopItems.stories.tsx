import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ShopItems } from './ShopItems.tsx';

const meta = {
  title: 'Shop/Shop items',
  component: ShopItems,
  args: {
    balance: 300,
    items: [
      { id: 'i1', name: 'Lurkit stickers', description: 'Ten vinyl stickers.', priceCoins: 100, stock: 40 },
      { id: 'i2', name: 'Lurkit hoodie', description: 'Black, embroidered logo.', priceCoins: 800, stock: 5 },
      { id: 'i3', name: 'Signed poster', description: 'Limited run.', priceCoins: 200, stock: 0 },
    ],
    onBuy: fn(),
  },
} satisfies Meta<typeof ShopItems>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buy where the creator can afford it; what they lack otherwise; sold out items say so. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('You need 500 Lurkcoins more')).toBeVisible();
    await expect(canvas.getByText('Sold out')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Lurkit stickers' }));
    await expect(args.onBuy).toHaveBeenCalledWith('i1');
  },
};

export const Refused: Story = {
  args: { error: { itemId: 'i1', message: 'Not enough of this item is left in stock.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough of this item is left in stock.');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The shop is empty')).toBeVisible();
  },
};
