import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { BillingDetailsForm } from './BillingDetailsForm.tsx';

const SUBMIT = 'Save billing details';
const details = {
  legalName: 'Nordlicht Spiele GmbH',
  addressLine1: 'Hauptstrasse 1',
  addressLine2: '',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatNumber: 'DE123456789',
};

const meta = {
  title: 'Company/Billing/Billing details form',
  component: BillingDetailsForm,
  args: { ...formArgs(), defaultValues: details },
} satisfies Meta<typeof BillingDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  emptyArgs: { defaultValues: { ...details, legalName: '', addressLine1: '', postalCode: '', city: '' } },
  required: {
    'Legal name': 'Legal name is required.',
    Address: 'Address is required.',
    'Postal code': 'Postal code is required.',
    City: 'City is required.',
  },
  fill: { 'VAT number (optional)': 'de 123 456 789' },
  values: { ...details, addressLine2: null, vatNumber: 'DE123456789' },
  serverError: {
    code: 'BILLING.INVALID_VAT_NUMBER',
    message: "This VAT number does not match the country's format (for example SE556012345601).",
    field: 'vatNumber',
    label: 'VAT number (optional)',
  },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

/** The same check as the server's: a Swedish number for a German company is refused at the field. */
export const VatNumberOfAnotherCountry: Story = {
  play: async (context) => {
    await fillFields(context, { 'VAT number (optional)': 'SE556012345601' });
    await clickButton(context, SUBMIT);
    await expectFieldError(
      context.canvas,
      'VAT number (optional)',
      "This VAT number does not match the country's format (for example SE556012345601).",
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Legal name')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
  },
};
