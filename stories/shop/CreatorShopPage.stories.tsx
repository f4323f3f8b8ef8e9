import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuyShopItemMutation, CreatorShopQuery } from '../../apps/web/src/shop/operations/shop.operations.ts';
import { CreatorShopPage } from '../../apps/web/src/shop/pages/CreatorShopPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const shop = {
  creatorShop: {
    balance: 250,
    items: [
      { id: 'i1', name: 'Lurkit stickers', description: 'Ten vinyl stickers.', priceCoins: 100, stock: 40 },
      { id: 'i2', name: 'Lurkit hoodie', description: 'Black, embroidered logo.', priceCoins: 800, stock: 5 },
    ],
    orders: [
      { id: 'o1', itemName: 'Lurkit stickers', quantity: 1, unitPriceCoins: 100, totalCoins: 100, placedAt: '2026-11-20T12:00:00.000Z' },
    ],
    coinEntries: [
      { amount: -100, reason: 'SHOP_ORDER', at: '2026-11-20T12:00:00.000Z' },
      { amount: 350, reason: 'KEY_CONTENT_SUBMITTED', at: '2026-11-18T09:00:00.000Z' },
    ],
  },
};

const meta = {
  title: 'Pages/Creator/Shop',
  component: CreatorShopPage,
  ...pageMeta({
    url: '/creator/shop',
    role: 'creator',
    network: [
      gqlData(CreatorShopQuery, shop),
      gqlData(BuyShopItemMutation, { buyShopItem: { id: 'o2', itemName: 'Lurkit stickers', totalCoins: 100 } }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buy asks first, with the price and the balance after it; Buy in the question places the order. */
async function buyStickers({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Buy Lurkit stickers' }));
  const question = within(await canvas.findByRole('dialog', { name: 'Buy Lurkit stickers?' }));
  await expect(question.getByText('Price').nextElementSibling).toHaveTextContent('100 Lurkcoins');
  await expect(question.getByText('Your balance after').nextElementSibling).toHaveTextContent('150 Lurkcoins');
  await userEvent.click(question.getByRole('button', { name: 'Buy' }));
}

/** The balance, the shelf, the orders and the ledger; buying, once confirmed, ends in a toast. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Shop');
    await expect(canvas.getByRole('link', { name: 'Your orders and where they are' })).toHaveAttribute('href', '/creator/shop/orders');
    await expect(await canvas.findByRole('group', { name: 'Your Lurkcoins' })).toHaveTextContent('250 Lurkcoins');
    await expect(canvas.getByText('You need 550 Lurkcoins more')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order history' })).toBeVisible();
    await buyStickers({ canvas, userEvent });
    await expect(await within(document.body).findByText('Order placed: Lurkit stickers for 100 Lurkcoins.')).toBeInTheDocument();
  },
};

/** Cancel spends nothing. */
export const CancelPurchase: Story = {
  parameters: pageAt({
    network: [gqlData(CreatorShopQuery, shop), gqlError(BuyShopItemMutation, { code: 'UNEXPECTED', message: 'Bought.' })],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Lurkit stickers' }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Another order took the coins first: the refusal shows under the item. */
export const NotEnoughCoins: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorShopQuery, shop),
      gqlError(BuyShopItemMutation, {
        code: 'SHOP.NOT_ENOUGH_COINS',
        message: 'This order costs 100 Lurkcoins; you have 40 Lurkcoins.',
        field: 'quantity',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await buyStickers({ canvas, userEvent });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This order costs 100 Lurkcoins; you have 40 Lurkcoins.');
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CreatorShopQuery, { creatorShop: { balance: 0, items: [], orders: [], coinEntries: [] } })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The shop is empty')).toBeVisible();
    await expect(canvas.getByText('No orders yet')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(CreatorShopQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
