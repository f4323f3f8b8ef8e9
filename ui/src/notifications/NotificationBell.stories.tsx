import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'Notifications/Notification bell',
  component: NotificationBell,
  args: { unread: 3, href: '/user/notifications' },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count is in the link's name, so a screen reader hears it. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/user/notifications');
    await expect(bell).toHaveTextContent('3');
  },
};

export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const Many: Story = {
  args: { unread: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications, 140 unread' })).toHaveTextContent('99+');
  },
};
