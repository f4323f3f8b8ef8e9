import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuestCartQuery, QuestPaymentQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { CartPage } from '../../apps/web/src/quests/pages/CartPage.tsx';
import { CartSuccessPage } from '../../apps/web/src/quests/pages/CartSuccessPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aCart, aPayment } from './quest-fixtures.ts';

const meta = {
  title: 'Pages/Quests/Cart',
  component: CartPage,
  subcomponents: { CartSuccessPage },
  ...pageMeta({ url: '/company/cart', role: 'companyOwner', network: [gqlData(QuestCartQuery, { questCart: aCart() })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Cart');
    await expect(await canvas.findByRole('button', { name: 'Pay $750.00' })).toBeEnabled();
    await expect(canvas.getByText('Total: $750.00')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(QuestCartQuery, { questCart: { lines: [], total: { cents: 0 } } })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay $0.00' })).toBeDisabled();
  },
};

/** Back from a failed checkout: the spec's message, the offers still in the cart. */
export const PaymentFailed: Story = {
  parameters: pageAt({
    url: '/company/cart?payment=payment-1',
    network: [gqlData(QuestCartQuery, { questCart: aCart() }), gqlData(QuestPaymentQuery, { questPayment: aPayment('failed') })],
  }),
  play: async ({ canvas }) => expect(await canvas.findByText(/Update your payment information under billing settings/)).toBeVisible(),
};

export const Success: Story = {
  parameters: pageAt({
    url: '/company/cart/success?payment=payment-1',
    network: [gqlData(QuestPaymentQuery, { questPayment: aPayment('paid') })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Payment received');
    await expect(canvas.getByText('Total $350.00')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(QuestCartQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
