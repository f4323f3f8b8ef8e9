import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreateShopItemMutation, ShopItemsQuery } from '../../apps/web/src/shop/operations/shop.operations.ts';
import { StaffShopPage } from '../../apps/web/src/shop/pages/StaffShopPage.tsx';
import { fillFields } from '../../ui/src/story-helpers/form-play.ts';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const items = {
  shopItems: [
    { id: 'i1', name: 'Lurkit sticker pack', description: 'Ten stickers.', priceCoins: 100, stock: 200 },
    { id: 'i2', name: 'Signed launch poster', description: 'Signed.', priceCoins: 600, stock: 0 },
  ],
};

const meta = {
  title: 'Pages/Staff/Shop',
  component: StaffShopPage,
  ...pageMeta({
    url: '/staff/shop',
    role: 'staff',
    network: [
      gqlData(ShopItemsQuery, items),
      gqlData(CreateShopItemMutation, { createShopItem: { id: 'i3', name: 'Lurkit cap', stock: 25 } }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await findPageHeading(canvas, 'Shop');
    await expect(await canvas.findByText(/600 Lurkcoins, 0 in stock/)).toBeVisible();
    await fillFields(context, { 'Item name': 'Lurkit cap', Description: 'Black.', 'Price in Lurkcoins': '300', Stock: '25' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to the shop' }));
    await expect(await within(document.body).findByText('Lurkit cap is in the shop.')).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory(ShopItemsQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
