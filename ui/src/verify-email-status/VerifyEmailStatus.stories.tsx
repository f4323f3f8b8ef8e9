import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerifyEmailStatus } from './VerifyEmailStatus.tsx';

const meta = {
  title: 'Accounts/Verify email status',
  component: VerifyEmailStatus,
  args: { state: 'verifying', onResend: fn(), resendState: 'idle' },
} satisfies Meta<typeof VerifyEmailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your email address');
  },
};

export const Verified: Story = {
  args: { state: 'verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('expired or is invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const ResendSent: Story = {
  args: { ...Failed.args, resendState: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verification email sent, please check your inbox.');
  },
};

export const ResendFailed: Story = {
  args: { ...Failed.args, resendState: 'error', resendMessage: 'This email address is already verified.' },
};
