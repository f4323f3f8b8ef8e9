import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopOrders } from './ShopOrders.tsx';
import { shopOrders } from './shop-orders-fixtures.ts';

const meta = {
  title: 'Shop/Shop orders',
  component: ShopOrders,
  args: { orders: shopOrders, shopHref: '/creator/shop' },
} satisfies Meta<typeof ShopOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each order with its state in words; a physical item shows where it goes, a digital one that nothing ships. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const hoodie = within(canvas.getByRole('article', { name: 'Lurkit hoodie' }));
    await expect(hoodie.getByText('Shipped')).toBeVisible();
    await expect(hoodie.getByText('Storgatan 12')).toBeVisible();
    await expect(hoodie.getByText('114 55 Stockholm')).toBeVisible();
    const stickers = within(canvas.getByRole('article', { name: '2 × Sticker pack (digital)' }));
    await expect(stickers.getByText('Fulfilled')).toBeVisible();
    await expect(stickers.getByText('Digital item, nothing to ship')).toBeVisible();
    await expect(stickers.getByText(/\(50 Lurkcoins each\)/)).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Signed poster' })).getByText('Cancelled, Lurkcoins returned')).toBeVisible();
  },
};

/** Waiting to ship: the first state of a physical order. */
export const Placed: Story = {
  args: { orders: [{ ...shopOrders[0]!, state: 'placed' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Placed, waiting to be shipped')).toBeVisible();
  },
};

/** No orders: the way to the shop. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/creator/shop');
  },
};
