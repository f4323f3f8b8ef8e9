import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { formStories } from '../story-helpers/form-stories.ts';
import { CompanyInfoForm } from './CompanyInfoForm.tsx';

const SUBMIT = 'Save company info';
const info = {
  name: 'Northern Lights Games',
  type: 'publisher' as const,
  website: 'https://northernlights.example',
  email: 'hello@northernlights.example',
  billingEmail: 'billing@northernlights.example',
};

const meta = {
  title: 'Company/Company info form',
  component: CompanyInfoForm,
  args: { ...formArgs(), defaultValues: info },
} satisfies Meta<typeof CompanyInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const quartet = formStories({
  submit: SUBMIT,
  emptyArgs: { defaultValues: { ...info, name: '', website: '', email: '', billingEmail: '' } },
  required: {
    'Company name': 'Company name is required.',
    'Company website': 'Company website is required.',
    'Company email': 'Company email is required.',
    'Billing email': 'Billing email is required.',
  },
  fill: { 'Billing email': 'Invoices@NorthernLights.example' },
  values: { ...info, billingEmail: 'invoices@northernlights.example' },
  serverError: { code: 'COMPANY.NAME_TAKEN', message: 'Another company already has this name.', field: 'name', label: 'Company name' },
});

export const Empty: Story = quartet.Empty;
export const Filled: Story = quartet.Filled;
export const ServerError: Story = quartet.ServerError;
export const Loading: Story = quartet.Loading;

export const InvalidWebsite: Story = {
  play: async (context) => {
    await fillFields(context, { 'Company website': 'northernlights.example' });
    await clickButton(context, SUBMIT);
    await expectFieldError(context.canvas, 'Company website', 'Please enter a valid website address, starting with http:// or https://.');
  },
};

/** A member who is not the owner reads the info but cannot change it. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Company name')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: SUBMIT })).not.toBeInTheDocument();
  },
};
