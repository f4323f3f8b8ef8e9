import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConnectionsList } from './ConnectionsList.tsx';

const meta = {
  title: 'Connections/Connections list',
  component: ConnectionsList,
  args: {
    connections: [
      { providerKind: 'twitch', displayName: 'AnnaStreams', login: 'annastreams', hasRefreshToken: true, isValid: true },
      { providerKind: 'tiktok', displayName: 'annaclips', login: 'annaclips', hasRefreshToken: true, isValid: false },
    ],
    onConnect: fn(),
  },
} satisfies Meta<typeof ConnectionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twitch works, TikTok needs re-authorisation, YouTube is not connected yet. */
export const Mixed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const twitch = within(canvas.getAllByRole('listitem')[0]!);
    await expect(twitch.getByText('Connected')).toBeVisible();
    await expect(twitch.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reconnect TikTok' }));
    await expect(args.onConnect).toHaveBeenCalledWith('tiktok');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect YouTube' }));
    await expect(args.onConnect).toHaveBeenCalledWith('youtube');
  },
};

export const Disconnect: Story = {
  args: { onDisconnect: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Twitch' }));
    await expect(args.onDisconnect).toHaveBeenCalledWith('twitch');
    await expect(canvas.queryByRole('button', { name: 'Disconnect YouTube' })).toBeNull();
  },
};

export const NoneYet: Story = {
  args: { connections: [] },
  play: async ({ canvas }) => expect(canvas.getAllByText('Not connected')).toHaveLength(3),
};

export const Connecting: Story = {
  args: { connecting: 'tiktok' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Reconnect TikTok' })).toBeDisabled(),
};

export const ChannelTaken: Story = {
  args: { error: 'This channel is already connected to another Lurkit account.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('already connected to another Lurkit account'),
};
