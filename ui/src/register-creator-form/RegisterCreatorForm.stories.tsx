import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { creatorValues, unexpectedError, usernameTaken } from '../story-helpers/fixtures.ts';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { RegisterCreatorForm } from './RegisterCreatorForm.tsx';

const SUBMIT = 'Create creator account';

const meta = {
  title: 'Accounts/Register creator form',
  component: RegisterCreatorForm,
  args: formArgs(),
} satisfies Meta<typeof RegisterCreatorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    await clickButton(context, SUBMIT);
    await expectFieldError(canvas, 'Email', 'Email is required.');
    await expectFieldError(canvas, 'Username', 'Username is required.');
    await expectFieldError(canvas, 'Password', 'Password is required.');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must agree to the terms of service and privacy policy.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValues: creatorValues },
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(creatorValues);
  },
};

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

export const ServerError: Story = {
  args: { ...Filled.args, serverError: usernameTaken },
  play: async ({ canvas }) => {
    await expectFieldError(canvas, 'Username', 'This username is already taken.');
  },
};

export const ServerAlert: Story = {
  args: { ...Filled.args, serverError: unexpectedError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(unexpectedError.message);
  },
};

export const Loading: Story = {
  args: { ...Filled.args, submitting: true },
  play: async ({ canvas }) => expectBusy(canvas, SUBMIT),
};
