import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyProfileQuery, SaveNotificationSettingsMutation } from '../../apps/web/src/accounts/operations/profile.operations.ts';
import { NotificationSettingsPage } from '../../apps/web/src/accounts/pages/NotificationSettingsPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLeaveHeld, findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { savedProfile } from './profile-fixtures.ts';

const meta = {
  title: 'Pages/Accounts/Settings: Notifications',
  component: NotificationSettingsPage,
  ...pageMeta({
    url: '/user/settings/notifications',
    role: 'creator',
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      gqlData(SaveNotificationSettingsMutation, {
        saveNotificationSettings: {
          ...savedProfile,
          emailNotifications: { invitations: false, deadlineReminders: true, campaignUpdates: false },
        },
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Notifications');
    await expect(await canvas.findByLabelText(/Campaign updates/)).not.toBeChecked();
    await userEvent.click(canvas.getByLabelText(/Invitations to Keys/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save notification settings' }));
    await expect(await within(document.body).findByText('Notification settings saved.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyProfileQuery, { myProfile: savedProfile }),
      gqlError(SaveNotificationSettingsMutation, { code: 'UNEXPECTED', message: 'Something went wrong. Please try again later.' }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save notification settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  },
};

export const Loading: Story = loadingStory(MyProfileQuery);

/** A switched-off email holds the move to another tab until Save, Discard or Cancel; Cancel keeps it. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Notifications');
    const invitations = await canvas.findByLabelText(/Invitations to Keys/);
    await expect(invitations).toBeChecked();
    await userEvent.click(invitations);
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('tab', { name: 'Address' })));
    await expect(canvas.getByLabelText(/Invitations to Keys/)).not.toBeChecked();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
