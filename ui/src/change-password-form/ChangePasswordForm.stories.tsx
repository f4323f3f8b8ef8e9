import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
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

export const Empty: Story = {
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Current password', 'Current password is required.');
    await expectFieldError(context.canvas, 'New password', 'Password is required.');
    await expectFieldError(context.canvas, 'Confirm new password', 'Please confirm the new password.');
  },
};

export const Filled: Story = {
  args: { defaultValues: values },
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(values);
  },
};

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

export const ServerError: Story = {
  args: { ...Filled.args, serverError: { code: '1202', message: 'The current password is wrong.', field: 'currentPassword' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Current password', 'The current password is wrong.'),
};

export const Loading: Story = {
  args: { ...Filled.args, submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, SUBMIT),
};

export const Saved: Story = {
  args: { ...Filled.args, saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Password changed.');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
  },
};
