import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RESEND_SENT_MESSAGE, ResendVerification } from './ResendVerification.tsx';

const meta = {
  title: 'Accounts/Resend verification',
  component: ResendVerification,
  args: { onResend: fn(), resendState: 'idle' },
} satisfies Meta<typeof ResendVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { resendState: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend verification email' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { resendState: 'sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESEND_SENT_MESSAGE);
  },
};

export const Failed: Story = {
  args: { resendState: 'error', resendMessage: 'This email address is already verified.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This email address is already verified.');
  },
};
