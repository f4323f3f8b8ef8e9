import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CreatorWallet } from './CreatorWallet.tsx';

const meta = {
  title: 'Quests/Creator wallet',
  component: CreatorWallet,
  args: { wallet: { inEscrowCents: 29_000, payableCents: 25_000, onItsWayCents: 45_000, paidCents: 125_050 } },
  parameters: viewportParameters,
} satisfies Meta<typeof CreatorWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every balance of a creator with deals in each state. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'In escrow' })).toHaveTextContent('$290.00');
    await expect(canvas.getByRole('group', { name: 'Payable' })).toHaveTextContent('$250.00');
    await expect(canvas.getByRole('group', { name: 'On its way' })).toHaveTextContent('2-3 bank days');
    await expect(canvas.getByRole('group', { name: 'Paid' })).toHaveTextContent('$1,250.50');
  },
};

/** A creator before their first paid deal. */
export const Empty: Story = {
  args: { wallet: { inEscrowCents: 0, payableCents: 0, onItsWayCents: 0, paidCents: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Paid' })).toHaveTextContent('$0.00');
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
