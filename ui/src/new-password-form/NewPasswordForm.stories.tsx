import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const SUBMIT = 'Save new password';
const values = { password: 'newsecret1', passwordConfirmation: 'newsecret1' };

const meta = {
  title: 'Accounts/New password form',
  component: NewPasswordForm,
  args: formArgs(),
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  required: { 'New password': 'Password is required.', 'Confirm new password': 'Please confirm the new password.' },
  checkEmpty: { before: ({ canvas }) => expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_REQUIREMENTS) },
  filledArgs: { defaultValues: values },
  values,
  serverError: {
    code: 'ACCOUNT.RESET_LINK_INVALID',
    message: 'This password reset link has expired or is invalid. Please request a new link.',
  },
  checkServerError: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const Mismatch: Story = {
  play: async (context) => {
    await fillFields(context, { 'New password': 'newsecret1', 'Confirm new password': 'newsecret2' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Confirm new password', 'Passwords do not match');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};
