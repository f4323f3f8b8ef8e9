import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MyConnectionsQuery } from '../../apps/web/src/connections/operations/connections.operations.ts';
import { CreatorAccessPage } from '../../apps/web/src/accounts/pages/CreatorAccessPage.tsx';
import {
  MyCreatorAccessQuery,
  RequestCreatorAccessMutation,
  type CreatorAccessView,
} from '../../apps/web/src/accounts/operations/creator-access.operations.ts';
import { MyCreatorOnboardingQuery } from '../../apps/web/src/accounts/operations/creator-onboarding.operations.ts';
import { gqlData, gqlDataFor, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const thresholds: CreatorAccessView['thresholds'] = [
  { provider: 'twitch', minFollowers: 250, audience: 'followers', minAccountAgeDays: 90, businessAccountRequired: false },
  { provider: 'youtube', minFollowers: 250, audience: 'subscribers', minAccountAgeDays: 90, businessAccountRequired: false },
  { provider: 'tiktok', minFollowers: 250, audience: 'followers', minAccountAgeDays: 30, businessAccountRequired: true },
];
const access = (changes: Partial<CreatorAccessView> = {}): CreatorAccessView => ({
  status: 'notRequested',
  requestedAt: null,
  decidedAt: null,
  channels: [],
  thresholds,
  ...changes,
});
const twitchConnected = gqlData(MyConnectionsQuery, {
  legacyMe: {
    userConnections: [
      {
        id: 'c1',
        providerId: '123456789',
        providerKind: 'twitch',
        login: 'lurkerlisa',
        displayName: 'LurkerLisa',
        hasRefreshToken: true,
        isValid: true,
        connectedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
});

const meta = {
  title: 'Pages/Accounts/Creator access',
  component: CreatorAccessPage,
  ...pageMeta({
    url: '/user/creator-access',
    role: 'user',
    // Fresh per run: once asked, the access reads as in verification, as the server keeps it.
    network: () => {
      let requested = false;
      const inReview = access({ status: 'verificationInProgress', requestedAt: '2026-11-25T10:00:00.000Z' });
      return [
        gqlDataFor(MyCreatorAccessQuery, () => ({ myCreatorAccess: requested ? inReview : access() })),
        twitchConnected,
        gqlDataFor(RequestCreatorAccessMutation, () => {
          requested = true;
          return { requestCreatorAccess: inReview };
        }),
        gqlData(MyCreatorOnboardingQuery, { myProfile: { onboarding: null } }),
      ];
    },
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A User with Twitch connected asks for access, and waits on the profile-under-review page. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Gain full creator access');
    await expect(canvas.getByText(/Channels we will check: Twitch/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify my channels' }));
    await findPageHeading(canvas, 'Your profile is under review');
    await expect(canvas.getByText('Verification in progress')).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyCreatorAccessQuery, {
        myCreatorAccess: access({
          status: 'refused',
          requestedAt: '2026-11-25T10:00:00.000Z',
          decidedAt: '2026-11-25T10:00:05.000Z',
          channels: [
            {
              provider: 'twitch',
              channelId: '123456789',
              qualifies: false,
              refusals: [{ reason: 'insufficientFollowers', message: 'Your Twitch channel needs at least 250 followers; it has 40.' }],
            },
          ],
        }),
      }),
      twitchConnected,
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Gain full creator access');
    await expect(canvas.getByText(/needs at least 250 followers; it has 40/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask again' })).toBeEnabled();
  },
};

/** Nothing connected: the request is refused at its field. */
export const NoChannelRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyCreatorAccessQuery, { myCreatorAccess: access() }),
      twitchConnected,
      gqlError(RequestCreatorAccessMutation, {
        code: 'CREATOR_ACCESS.NO_CHANNEL',
        message: 'Connect a Twitch, YouTube or TikTok channel to request creator access.',
        field: 'channels',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify my channels' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Connect a Twitch, YouTube or TikTok channel');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MyCreatorAccessQuery), twitchConnected] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
