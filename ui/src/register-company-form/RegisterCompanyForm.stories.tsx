import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { companyValues, unexpectedError, usernameTaken } from '../story-helpers/fixtures.ts';
import { clickButton, expectBusy, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { RegisterCompanyForm } from './RegisterCompanyForm.tsx';
import { TermsCheckbox } from '../forms/TermsCheckbox.tsx';
import { PasswordField } from '../forms/PasswordField.tsx';

const SUBMIT = 'Create company account';

const meta = {
  title: 'Accounts/Register company form',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { TermsCheckbox, PasswordField },
  component: RegisterCompanyForm,
  args: formArgs(),
} satisfies Meta<typeof RegisterCompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_REQUIREMENTS);
    await clickButton(context, SUBMIT);
    await expectFieldError(canvas, 'Company name', 'Company name is required.');
    await expectFieldError(canvas, 'Company type', 'Company type is required.');
    await expectFieldError(canvas, 'Company website', 'Company website is required.');
    await expectFieldError(canvas, 'Email', 'Email is required.');
    await expectFieldError(canvas, 'Username', 'Username is required.');
    await expectFieldError(canvas, 'Password', 'Password is required.');
    await expect(canvas.getByText('You must agree to the terms of service and privacy policy.')).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValues: companyValues },
  play: async (context) => {
    await clickButton(context, SUBMIT);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(companyValues);
  },
};

export const WeakPassword: Story = {
  args: Filled.args,
  play: async (context) => {
    await fillFields(context, { Password: 'password' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Password', PASSWORD_REQUIREMENTS);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidWebsite: Story = {
  args: Filled.args,
  play: async (context) => {
    await fillFields(context, { 'Company website': 'northernlights.example' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Company website', 'starting with http:// or https://');
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
