import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { companyValues, unexpectedError, usernameTaken } from '../story-helpers/fixtures.ts';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
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

const quartet = formStories({
  submit: SUBMIT,
  required: {
    'Company name': 'Company name is required.',
    'Company type': 'Company type is required.',
    'Company website': 'Company website is required.',
    Email: 'Email is required.',
    Username: 'Username is required.',
    Password: 'Password is required.',
  },
  checkEmpty: {
    before: ({ canvas }) => expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_REQUIREMENTS),
    after: ({ canvas }) => expect(canvas.getByText('You must agree to the terms of service and privacy policy.')).toBeVisible(),
  },
  filledArgs: { defaultValues: companyValues },
  values: companyValues,
  serverError: { ...usernameTaken, label: 'Username' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

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

export const ServerAlert: Story = {
  args: { ...Filled.args, serverError: unexpectedError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(unexpectedError.message);
  },
};
