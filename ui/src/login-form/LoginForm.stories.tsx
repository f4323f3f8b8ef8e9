import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
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

const quartet = formStories({
  submit: 'Log in',
  required: { Username: 'Username is required.', Password: 'Password is required.' },
  filledArgs: { defaultValues: { username: 'annacorp', password: 'secret123' } },
  values: { username: 'annacorp', password: 'secret123' },
  serverError: { code: '1202', message: 'Invalid username or password.' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const TypedByPerson: Story = {
  play: async (context) => {
    await fillFields(context, { Username: '  annacorp ', Password: 'secret123' });
    await clickButton(context, 'Log in');
    // The username is trimmed by the shared schema before it leaves the form.
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ username: 'annacorp', password: 'secret123' });
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
