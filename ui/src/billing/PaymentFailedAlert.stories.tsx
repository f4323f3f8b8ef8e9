import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PaymentFailedAlert } from './PaymentFailedAlert.tsx';

const meta = {
  title: 'Company/Billing/Payment failed alert',
  component: PaymentFailedAlert,
  args: { canUpdate: true, onUpdate: fn() },
} satisfies Meta<typeof PaymentFailedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please update your payment information under billing settings.');
    await userEvent.click(canvas.getByRole('button', { name: 'Update payment information' }));
    await expect(args.onUpdate).toHaveBeenCalled();
  },
};

export const Member: Story = {
  args: { canUpdate: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Ask your company's owner to update it.");
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
