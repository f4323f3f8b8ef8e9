import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';

const CONFIRM = 'Delete my account permanently';

const meta = {
  title: 'Accounts/Delete account form',
  component: DeleteAccountForm,
  args: formArgs(),
} satisfies Meta<typeof DeleteAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    await expect(context.canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await clickButton(context, 'Delete account');
    await clickButton(context, CONFIRM);
    await expectFieldError(context.canvas, 'Current password', 'Current password is required.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async (context) => {
    await clickButton(context, 'Delete account');
    await fillFields(context, { 'Current password': 'secret123' });
    await clickButton(context, CONFIRM);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'secret123' });
  },
};

export const Cancelled: Story = {
  play: async (context) => {
    await clickButton(context, 'Delete account');
    await clickButton(context, 'Cancel');
    await expect(context.canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { serverError: { code: '1202', message: 'The current password is wrong.', field: 'currentPassword' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Current password', 'The current password is wrong.'),
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, CONFIRM),
};
