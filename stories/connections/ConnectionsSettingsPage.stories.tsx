import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  MyConnectionsQuery,
  ReAuthToastGetUserConnectionsQuery,
} from '../../apps/web/src/connections/operations/connections.operations.ts';
import type { MyConnections } from '../../apps/web/src/connections/operations/connections.operations.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { ConnectionsSettingsPage } from '../../apps/web/src/connections/pages/ConnectionsSettingsPage.tsx';

const connections: MyConnections = [
  {
    id: 'c-1',
    providerId: '123456789',
    providerKind: 'twitch',
    login: 'annastreams',
    displayName: 'AnnaStreams',
    hasRefreshToken: true,
    isValid: true,
    connectedAt: '2026-10-01T10:00:00.000Z',
  },
  {
    id: 'c-2',
    providerId: '-000abc',
    providerKind: 'tiktok',
    login: 'annaclips',
    displayName: 'annaclips',
    hasRefreshToken: true,
    isValid: false,
    connectedAt: '2026-10-01T10:00:00.000Z',
  },
];
const reauth = {
  legacyMe: {
    userConnections: connections.map(({ id, providerId, providerKind, hasRefreshToken, isValid }) => ({
      id,
      providerId,
      providerKind,
      hasRefreshToken,
      isValid,
    })),
  },
};

const meta = {
  title: 'Pages/Connections/Connections settings',
  component: ConnectionsSettingsPage,
  ...pageMeta({
    url: '/user/settings/connections',
    role: 'creator',
    network: [
      gqlData(MyConnectionsQuery, { legacyMe: { userConnections: connections } }),
      gqlData(ReAuthToastGetUserConnectionsQuery, reauth),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(MyConnectionsQuery);

/** Back from the provider with the channel another account holds (spec 8, channel already exists). */
export const ChannelAlreadyExists: Story = {
  parameters: pageAt({ url: '/user/settings/connections?error=CONNECTIONS.CHANNEL_ALREADY_EXISTS' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Connections');
    await expect(
      await canvas.findByText('This channel is already connected to another Lurkit account.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An invalid TikTok grant: the page offers Reconnect, and the toast stays away here (spec 8). */
export const NeedsReauthorisation: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Connections');
    await expect(await canvas.findByRole('button', { name: 'Reconnect TikTok' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect YouTube' })).toBeVisible();
    await expect(within(document.body).queryByText(/connection needs to be renewed/)).toBeNull();
  },
};

const widths = atEachWidth(NeedsReauthorisation);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
