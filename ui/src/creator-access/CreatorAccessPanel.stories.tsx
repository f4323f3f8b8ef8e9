import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreatorAccessPanel } from './CreatorAccessPanel.tsx';

const thresholds = [
  { provider: 'twitch', minFollowers: 250, audience: 'followers', minAccountAgeDays: 90, businessAccountRequired: false },
  { provider: 'youtube', minFollowers: 250, audience: 'subscribers', minAccountAgeDays: 90, businessAccountRequired: false },
  { provider: 'tiktok', minFollowers: 250, audience: 'followers', minAccountAgeDays: 30, businessAccountRequired: true },
] as const;

const meta = {
  title: 'Accounts/Creator access',
  component: CreatorAccessPanel,
  args: { status: 'notRequested', channels: [], thresholds, connectedProviders: ['twitch'], onRequest: fn() },
} satisfies Meta<typeof CreatorAccessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A connected Twitch channel, not yet checked: the button starts verification. */
export const NotRequested: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/at least 250 subscribers/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my channels' }));
    await expect(args.onRequest).toHaveBeenCalled();
  },
};

/** Nothing connected: the way to Connections instead of a button. */
export const NoChannel: Story = {
  args: { connectedProviders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Connections' })).toHaveAttribute('href', '/user/settings/connections');
  },
};

export const InProgress: Story = {
  args: { status: 'verificationInProgress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verification in progress')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Granted: Story = {
  args: { status: 'granted', channels: [{ provider: 'twitch', qualifies: true, refusals: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to your creator home' })).toBeVisible();
  },
};

/** Each channel's reasons in words, and the way to ask again. */
export const Refused: Story = {
  args: {
    status: 'refused',
    connectedProviders: ['twitch', 'tiktok'],
    channels: [
      {
        provider: 'twitch',
        qualifies: false,
        refusals: [
          { reason: 'channelTooNew', message: 'Your Twitch account must be at least 90 days old.' },
          { reason: 'insufficientFollowers', message: 'Your Twitch channel needs at least 250 followers; it has 40.' },
        ],
      },
      { provider: 'tiktok', qualifies: false, refusals: [{ reason: 'dataUnavailable', message: 'We could not read your TikTok data.' }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/must be at least 90 days old/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask again' })).toBeEnabled();
  },
};
