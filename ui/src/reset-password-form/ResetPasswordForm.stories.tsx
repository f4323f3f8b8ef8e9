import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, formArgs } from '../story-helpers/form-play.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const SUBMIT = 'Send reset link';

const meta = {
  title: 'Accounts/Reset password form',
  component: ResetPasswordForm,
  args: formArgs(),
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Email', 'Email is required.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValues: { email: 'anna@example.com' } },
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com' });
  },
};

export const ServerError: Story = {
  args: { ...Filled.args, serverError: { code: '1403', message: 'Too many reset attempts. Please try again later.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many reset attempts. Please try again later.');
  },
};

export const Loading: Story = {
  args: { ...Filled.args, submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, SUBMIT),
};

export const Sent: Story = {
  args: { ...Filled.args, sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your inbox');
    await expect(canvas.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
  },
};
