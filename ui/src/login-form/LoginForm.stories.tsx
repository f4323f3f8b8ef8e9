import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { LoginForm } from './LoginForm.tsx';
import { ProviderButtons } from './ProviderButtons.tsx';

const meta = {
  title: 'Accounts/Login form',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { ProviderButtons },
  component: LoginForm,
  args: { ...formArgs(), onProviderSignIn: fn(), onResendVerification: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    await clickButton(context, 'Log in');
    await expectFieldError(context.canvas, 'Username', 'Username is required.');
    await expectFieldError(context.canvas, 'Password', 'Password is required.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValues: { username: 'annacorp', password: 'secret123' } },
  play: async (context) => {
    await clickButton(context, 'Log in');
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ username: 'annacorp', password: 'secret123' });
  },
};

export const TypedByPerson: Story = {
  play: async (context) => {
    await fillFields(context, { Username: '  annacorp ', Password: 'secret123' });
    await clickButton(context, 'Log in');
    // The username is trimmed by the shared schema before it leaves the form.
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ username: 'annacorp', password: 'secret123' });
  },
};

export const ServerError: Story = {
  args: { ...Filled.args, serverError: { code: '1202', message: 'Invalid username or password.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password.');
  },
};

export const ServerFieldError: Story = {
  args: { ...Filled.args, serverError: { code: 'ACCOUNT.REQUIRED', message: 'Username is required.', field: 'username' } },
  play: async ({ canvas }) => {
    await expectFieldError(canvas, 'Username', 'Username is required.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const EmailNotVerified: Story = {
  args: { ...Filled.args, serverError: { code: '1207', message: 'Please verify your email address before signing in.' } },
  play: async (context) => {
    await clickButton(context, 'Resend verification email');
    await expect(context.args.onResendVerification).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { ...Filled.args, submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, 'Log in'),
};

export const CreatorSignIn: Story = {
  play: async (context) => {
    await clickButton(context, 'Continue with Twitch');
    await expect(context.args.onProviderSignIn).toHaveBeenCalledWith('twitch');
  },
};

/** The light theme must pass the same contrast checks as the default dark one. */
export const LightTheme: Story = {
  ...ServerFieldError,
  globals: { theme: 'light' },
};
