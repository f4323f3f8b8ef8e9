import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationList } from './NotificationList.tsx';

const meta = {
  title: 'Notifications/Notification list',
  component: NotificationList,
  args: {
    unread: 1,
    items: [
      {
        id: 'n1',
        title: 'Your Moonlight Drifters content is due in 24 hours',
        path: '/campaigns/c1',
        createdAt: '2026-11-25T08:00:00.000Z',
        readAt: null,
      },
      {
        id: 'n2',
        title: 'You are invited to a Key campaign on Lurkit',
        path: '/invitations/i1',
        createdAt: '2026-11-24T08:00:00.000Z',
        readAt: '2026-11-24T09:00:00.000Z',
      },
    ],
    onOpen: fn(),
    onMarkAllRead: fn(),
  },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread ones say "New"; opening one marks it read; all can be marked read at once. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('New')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    const link = canvas.getByRole('link', { name: 'Your Moonlight Drifters content is due in 24 hours' });
    await expect(link).toHaveAttribute('href', '/campaigns/c1');
  },
};

export const Empty: Story = {
  args: { items: [], unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notifications')).toBeVisible();
  },
};
