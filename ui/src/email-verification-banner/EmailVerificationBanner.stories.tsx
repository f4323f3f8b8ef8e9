import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmailVerificationBanner } from './EmailVerificationBanner.tsx';

const meta = {
  title: 'Accounts/Email verification banner',
  component: EmailVerificationBanner,
  args: { email: 'anna@example.com', onResend: fn(), resendState: 'idle' },
} satisfies Meta<typeof EmailVerificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('anna@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = { args: { resendState: 'sending' } };

export const Sent: Story = {
  args: { resendState: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verification email sent, please check your inbox.')).toBeVisible();
  },
};

export const Failed: Story = { args: { resendState: 'error' } };
