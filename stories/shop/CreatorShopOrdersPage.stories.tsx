import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorShopOrdersQuery } from '../../apps/web/src/shop/operations/shop.operations.ts';
import { CreatorShopOrdersPage } from '../../apps/web/src/shop/pages/CreatorShopOrdersPage.tsx';
import { shopOrders } from '../../ui/src/creator-shop/shop-orders-fixtures.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const meta = {
  title: 'Pages/Creator/Shop orders',
  component: CreatorShopOrdersPage,
  ...pageMeta({
    url: '/creator/shop/orders',
    role: 'creator',
    network: [gqlData(CreatorShopOrdersQuery, { creatorShop: { orders: shopOrders } })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every order with its state; a shipped hoodie shows its address, a digital item that nothing ships. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Shop orders');
    const hoodie = within(await canvas.findByRole('article', { name: 'Lurkit hoodie' }));
    await expect(hoodie.getByText('Shipped')).toBeVisible();
    await expect(hoodie.getByText('800 Lurkcoins')).toBeVisible();
    await expect(hoodie.getByText('Storgatan 12')).toBeVisible();
    await expect(canvas.getByText('Digital item, nothing to ship')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/creator/shop');
  },
};

/** No orders yet: the way to the shop. */
export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CreatorShopOrdersQuery, { creatorShop: { orders: [] } })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/creator/shop');
  },
};

export const Loading: Story = loadingStory(CreatorShopOrdersQuery);
export const Refused: Story = refusedStory(CreatorShopOrdersQuery, {
  code: 'FORBIDDEN',
  message: 'Full creator access is needed for the shop.',
});

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
