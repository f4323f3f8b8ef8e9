import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
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

export const Empty: Story = {
  args: { defaultValues: { displayName: '', username: '', email: '' } },
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Display name', 'Display name is required.');
    await expectFieldError(context.canvas, 'Username', 'Username is required.');
    await expectFieldError(context.canvas, 'Email', 'Email is required.');
    await expectFieldError(context.canvas, 'Current password', 'Current password is required.');
  },
};

export const Filled: Story = {
  play: async (context) => {
    await fillFields(context, { 'Display name': 'AnnaPlays', 'Current password': 'secret123' });
    await clickButton(context, SUBMIT);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ ...profile, displayName: 'AnnaPlays', currentPassword: 'secret123' });
  },
};

export const InvalidDisplayName: Story = {
  play: async (context) => {
    await fillFields(context, { 'Display name': 'Al', 'Current password': 'secret123' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Display name', 'Display name must be 4-50 letters and digits.');
  },
};

export const ServerError: Story = {
  args: { serverError: { code: '1006', message: 'This display name is already taken.', field: 'displayName' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Display name', 'This display name is already taken.'),
};

export const WrongPassword: Story = {
  args: { serverError: { code: '1202', message: 'The current password is wrong.', field: 'currentPassword' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'Current password', 'The current password is wrong.'),
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, SUBMIT),
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile saved.');
  },
};
