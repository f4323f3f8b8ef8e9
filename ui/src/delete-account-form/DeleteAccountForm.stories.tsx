import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { DeleteAccountForm } from './DeleteAccountForm.tsx';

const CONFIRM = 'Delete my account permanently';

const meta = {
  title: 'Accounts/Delete account form',
  component: DeleteAccountForm,
  args: formArgs(),
} satisfies Meta<typeof DeleteAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: CONFIRM,
  // The password is asked for only once the person has confirmed.
  checkEmpty: { before: ({ canvas }) => expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument() },
  open: (context) => clickButton(context, 'Delete account'),
  required: { 'Current password': 'Current password is required.' },
  fill: { 'Current password': 'secret123' },
  values: { currentPassword: 'secret123' },
  serverError: { code: '1202', message: 'The current password is wrong.', field: 'currentPassword', label: 'Current password' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const Cancelled: Story = {
  play: async (context) => {
    await clickButton(context, 'Delete account');
    await clickButton(context, 'Cancel');
    await expect(context.canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};
