import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clickButton, formArgs } from '../story-helpers/form-play.ts';
import { NotificationSettingsForm } from './NotificationSettingsForm.tsx';

const meta = {
  title: 'Settings/Notification settings form',
  component: NotificationSettingsForm,
  args: { ...formArgs(), defaultValues: { invitations: true, deadlineReminders: true, campaignUpdates: false } },
} satisfies Meta<typeof NotificationSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One switch per notification email; saving sends all three. */
export const Default: Story = {
  play: async (context) => {
    const invitations = context.canvas.getByLabelText(/Invitations to Keys/);
    await expect(invitations).toBeChecked();
    await expect(context.canvas.getByLabelText(/Campaign updates/)).not.toBeChecked();
    await context.userEvent.click(invitations);
    await clickButton(context, 'Save notification settings');
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ invitations: false, deadlineReminders: true, campaignUpdates: false });
  },
};
