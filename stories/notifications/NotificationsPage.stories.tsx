import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  MarkNotificationsReadMutation,
  MyNotificationsQuery,
} from '../../apps/web/src/notifications/operations/notifications.operations.ts';
import { NotificationsPage } from '../../apps/web/src/notifications/pages/NotificationsPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const unread = {
  id: 'n1',
  kind: 'deadlineReminders' as const,
  title: 'Your Moonlight Drifters content is due in 24 hours',
  path: '/campaigns/c1',
  createdAt: '2026-11-25T08:00:00.000Z',
  readAt: null,
};
const read = {
  id: 'n2',
  kind: 'invitations' as const,
  title: 'You are invited to a Key campaign on Lurkit',
  path: '/invitations/i1',
  createdAt: '2026-11-24T08:00:00.000Z',
  readAt: '2026-11-24T09:00:00.000Z',
};

const meta = {
  title: 'Pages/Notifications/Notifications',
  component: NotificationsPage,
  ...pageMeta({
    url: '/user/notifications',
    role: 'creator',
    network: [
      gqlData(MyNotificationsQuery, { myNotifications: { unread: 1, items: [unread, read] } }),
      gqlData(MarkNotificationsReadMutation, {
        markNotificationsRead: { unread: 0, items: [{ ...unread, readAt: '2026-11-25T09:00:00.000Z' }, read] },
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bell in the header carries the count; marking all read empties it. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Notifications');
    await expect(await canvas.findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: unread.title })).toHaveAttribute('href', '/campaigns/c1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByText('New')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(MyNotificationsQuery, { myNotifications: { unread: 0, items: [] } })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notifications')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(MyNotificationsQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
