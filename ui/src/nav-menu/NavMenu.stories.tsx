import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavMenu } from './NavMenu.tsx';

const meta = {
  title: 'Shell/Nav menu',
  component: NavMenu,
  args: {
    label: 'Settings menu',
    items: [
      { label: 'Settings', href: '/user/settings' },
      { label: 'Connections', href: '/user/settings/connections' },
      { label: 'Payments', href: '/user/settings/payments' },
    ],
    currentPath: '/user/settings/connections',
  },
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  play: async ({ canvas }) => {
    // The most specific entry is current, not its parent.
    await expect(canvas.getByRole('link', { name: 'Connections' }).closest('li')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Settings' }).closest('li')).not.toHaveAttribute('aria-current');
  },
};

export const Column: Story = { args: { direction: 'column' } };

export const NoCurrentPage: Story = {
  args: { currentPath: '/explore' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
