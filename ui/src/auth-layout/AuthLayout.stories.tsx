import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppLink } from '../link/LinkProvider.tsx';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Shell/Auth layout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Log in', children: <p>The form goes here.</p> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByText('Lurkit')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    // No navigation, but the theme switch is on every page.
    await expect(canvas.getByRole('switch', { name: /theme/i })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <p>
        No account yet? <AppLink href="/register">Sign up</AppLink>
      </p>
    ),
  },
};
