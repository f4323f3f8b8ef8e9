import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { ProfileSettingsForm } from './ProfileSettingsForm.tsx';

const SUBMIT = 'Save profile';
const profile = { displayName: 'Anna', username: 'annastreams', email: 'anna@example.com' };

const meta = {
  title: 'Accounts/Profile settings form',
  component: ProfileSettingsForm,
  args: { ...formArgs(), defaultValues: profile },
} satisfies Meta<typeof ProfileSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  emptyArgs: { defaultValues: { displayName: '', username: '', email: '' } },
  required: {
    'Display name': 'Display name is required.',
    Username: 'Username is required.',
    Email: 'Email is required.',
    'Current password': 'Current password is required.',
  },
  fill: { 'Display name': 'AnnaPlays', 'Current password': 'secret123' },
  values: { ...profile, displayName: 'AnnaPlays', currentPassword: 'secret123' },
  serverError: { code: '1006', message: 'This display name is already taken.', field: 'displayName', label: 'Display name' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const InvalidDisplayName: Story = {
  play: async (context) => {
    await fillFields(context, { 'Display name': 'Al', 'Current password': 'secret123' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Display name', 'Display name must be 4-50 letters and digits.');
  },
};

export const WrongPassword: Story = {
  args: { serverError: { code: '1202', message: 'The current password is wrong.', field: 'currentPassword' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Current password', 'The current password is wrong.'),
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile saved.');
  },
};

/** An OAuth sign-up with no address from its platform gives its first one without a password. */
export const FirstEmail: Story = {
  args: { firstEmail: true, defaultValues: { ...profile, email: '' } },
  play: async (context) => {
    await expect(context.canvas.queryByLabelText('Current password')).toBeNull();
    await fillFields(context, { Email: 'anna@example.com' });
    await clickButton(context, SUBMIT);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ ...profile, currentPassword: '' });
  },
};
