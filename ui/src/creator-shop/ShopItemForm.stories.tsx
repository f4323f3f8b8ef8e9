import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { ShopItemForm } from './ShopItemForm.tsx';

const meta = {
  title: 'Shop/Shop item form',
  component: ShopItemForm,
  args: formArgs(),
} satisfies Meta<typeof ShopItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async (context) => {
    await fillFields(context, { 'Item name': 'Lurkit cap', Description: 'Black, embroidered.', 'Price in Lurkcoins': '300', Stock: '25' });
    await clickButton(context, 'Add to the shop');
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      name: 'Lurkit cap',
      description: 'Black, embroidered.',
      priceCoins: 300,
      stock: 25,
      physical: false,
    });
  },
};

export const Invalid: Story = {
  play: async (context) => {
    await fillFields(context, { 'Price in Lurkcoins': '0' });
    await clickButton(context, 'Add to the shop');
    await expectFieldError(context.canvas, 'Item name', 'Enter the item name.');
    await expectFieldError(context.canvas, 'Price in Lurkcoins', 'The price is at least 1 Lurkcoin.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
