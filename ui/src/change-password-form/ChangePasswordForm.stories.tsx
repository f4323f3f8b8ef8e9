import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const SUBMIT = 'Change password';
const values = { currentPassword: 'secret123', newPassword: 'newsecret1', newPasswordConfirmation: 'newsecret1' };

const meta = {
  title: 'Accounts/Change password form',
  component: ChangePasswordForm,
  args: formArgs(),
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  required: {
    'Current password': 'Current password is required.',
    'New password': 'Password is required.',
    'Confirm new password': 'Please confirm the new password.',
  },
  filledArgs: { defaultValues: values },
  values,
  serverError: { code: '1202', message: 'The current password is wrong.', field: 'currentPassword', label: 'Current password' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const WeakPassword: Story = {
  args: Filled.args,
  play: async (context) => {
    await fillFields(context, { 'New password': 'short1', 'Confirm new password': 'short1' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'New password', PASSWORD_REQUIREMENTS);
  },
};

export const Mismatch: Story = {
  args: Filled.args,
  play: async (context) => {
    await fillFields(context, { 'Confirm new password': 'newsecret2' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Confirm new password', 'Passwords do not match');
  },
};

export const Saved: Story = {
  args: { ...Filled.args, saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed.');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
  },
};
