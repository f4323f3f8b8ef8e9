import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { creatorValues, unexpectedError, usernameTaken } from '../story-helpers/fixtures.ts';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { RegisterCreatorForm } from './RegisterCreatorForm.tsx';

const SUBMIT = 'Create creator account';

const meta = {
  title: 'Accounts/Register creator form',
  component: RegisterCreatorForm,
  args: formArgs(),
} satisfies Meta<typeof RegisterCreatorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  required: { Email: 'Email is required.', Username: 'Username is required.', Password: 'Password is required.' },
  checkEmpty: {
    after: ({ canvas }) =>
      expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the terms of service and privacy policy.'),
  },
  filledArgs: { defaultValues: creatorValues },
  values: creatorValues,
  serverError: { ...usernameTaken, label: 'Username' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const TypedByPerson: Story = {
  play: async (context) => {
    await fillFields(context, { Email: 'Anna@Example.com', Username: 'annastreams', Password: 'secret123' });
    await context.userEvent.click(context.canvas.getByRole('checkbox'));
    await clickButton(context, SUBMIT);
    // The shared schema lower-cases the email, as the server does.
    await expect(context.args.onSubmit).toHaveBeenCalledWith(creatorValues);
  },
};

export const InvalidUsername: Story = {
  args: Filled.args,
  play: async (context) => {
    await fillFields(context, { Username: 'ann' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Username', 'Username must be 4-25 letters and digits.');
  },
};

export const WeakPassword: Story = {
  args: Filled.args,
  play: async (context) => {
    await fillFields(context, { Password: '12345678' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Password', PASSWORD_REQUIREMENTS);
  },
};

export const ServerAlert: Story = {
  args: { ...Filled.args, serverError: unexpectedError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(unexpectedError.message);
  },
};

/** Social sign-up (spec 2): a platform's button below the form starts the sign-up there. */
export const SocialSignUp: Story = {
  args: { onProviderSignUp: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Or sign up with' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Twitch' }));
    await expect(args.onProviderSignUp).toHaveBeenCalledWith('twitch');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
