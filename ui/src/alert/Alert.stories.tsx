import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Verification email sent, please check your inbox.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verification email sent');
  },
};
export const Success: Story = { args: { tone: 'success', title: 'Saved' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Your email address is not verified yet.' } };

export const Error: Story = {
  args: { tone: 'error', children: 'Invalid username or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password.');
  },
};

/** Every tone in the light theme, so axe checks its contrast too. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
  render: () => (
    <>
      <Alert tone="info">Info</Alert>
      <Alert tone="success">Success</Alert>
      <Alert tone="warning">Warning</Alert>
      <Alert tone="error">Error</Alert>
    </>
  ),
};
