import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, expectFieldError, fillFields, formArgs } from '../story-helpers/form-play.ts';
import { AddressForm } from './AddressForm.tsx';

const empty = {
  firstName: '',
  lastName: '',
  streetName: '',
  streetNumber: '',
  zipCode: '',
  city: '',
  province: '',
  country: '',
  email: '',
};

const meta = {
  title: 'Settings/Address form',
  component: AddressForm,
  args: { ...formArgs(), defaultValues: empty },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every required field says so at the field; province and email may stay empty. */
export const Empty: Story = {
  play: async (context) => {
    await clickButton(context, 'Save to profile');
    await expectFieldError(context.canvas, 'First name', 'First name is required.');
    await expectFieldError(context.canvas, 'ZIP code', 'ZIP code is required.');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async (context) => {
    await fillFields(context, {
      'First name': 'Anna',
      'Last name': 'Berg',
      'Street name': 'Götgatan',
      'Street number': '12',
      'ZIP code': '118 46',
      City: 'Stockholm',
    });
    await context.userEvent.selectOptions(context.canvas.getByLabelText('Country'), 'SE');
    await clickButton(context, 'Save to profile');
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Anna', country: 'SE', province: null, email: null }),
    );
  },
};

export const ServerError: Story = {
  args: { serverError: { code: 'VALIDATION.INVALID_FIELD', message: 'City is required.', field: 'city' } },
  play: async ({ canvas }) => expectFieldError(canvas, 'City', 'City is required.'),
};
