import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegistrationComplete } from './RegistrationComplete.tsx';

const meta = {
  title: 'Accounts/Registration complete',
  component: RegistrationComplete,
  args: { email: 'anna@example.com' },
} satisfies Meta<typeof RegistrationComplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('anna@example.com');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};
