import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

const SUBMIT = 'Send reset link';

const meta = {
  title: 'Accounts/Reset password form',
  component: ResetPasswordForm,
  args: formArgs(),
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  required: { Email: 'Email is required.' },
  filledArgs: { defaultValues: { email: 'anna@example.com' } },
  values: { email: 'anna@example.com' },
  serverError: { code: '1403', message: 'Too many reset attempts. Please try again later.' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const Sent: Story = {
  args: { ...Filled.args, sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your inbox');
    await expect(canvas.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
  },
};
