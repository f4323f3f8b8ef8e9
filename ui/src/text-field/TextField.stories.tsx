import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PASSWORD_REQUIREMENTS } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Inputs/Text field',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'anna@example.com');
    await expect(canvas.getByLabelText('Email')).toHaveValue('anna@example.com');
  },
};

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', name: 'password', hint: PASSWORD_REQUIREMENTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_REQUIREMENTS);
  },
};

export const WithError: Story = {
  args: { ...WithHint.args, error: 'Password is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`Password is required. ${PASSWORD_REQUIREMENTS}`);
  },
};
