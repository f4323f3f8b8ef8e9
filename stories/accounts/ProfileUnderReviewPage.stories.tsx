import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileUnderReviewPage } from '../../apps/web/src/accounts/pages/ProfileUnderReviewPage.tsx';
import { expect } from 'storybook/test';
import { MyConnectionsQuery } from '../../apps/web/src/connections/operations/connections.operations.ts';
import { MyCreatorAccessQuery, type CreatorAccessView } from '../../apps/web/src/accounts/operations/creator-access.operations.ts';
import { MyCreatorOnboardingQuery } from '../../apps/web/src/accounts/operations/creator-onboarding.operations.ts';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const inReview: CreatorAccessView = {
  status: 'verificationInProgress',
  requestedAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  channels: [],
  thresholds: [{ provider: 'twitch', minFollowers: 250, audience: 'followers', minAccountAgeDays: 90, businessAccountRequired: false }],
};
const connections = gqlData(MyConnectionsQuery, {
  legacyMe: {
    userConnections: [
      {
        id: 'c1',
        providerId: '123456789',
        providerKind: 'youtube',
        login: 'lurkerlisa',
        displayName: 'LurkerLisa',
        hasRefreshToken: true,
        isValid: true,
        connectedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
});

const granted: CreatorAccessView = {
  ...inReview,
  status: 'granted',
  decidedAt: '2026-11-25T10:00:05.000Z',
  channels: [{ provider: 'youtube', channelId: 'UC1', qualifies: true, refusals: [] }],
};
const notOnboarded = gqlData(MyCreatorOnboardingQuery, { myProfile: { onboarding: null } });

const meta = {
  title: 'Pages/Accounts/Profile under review',
  component: ProfileUnderReviewPage,
  ...pageMeta({
    url: '/user/creator-access/review',
    role: 'user',
    network: [gqlData(MyCreatorAccessQuery, { myCreatorAccess: inReview }), connections, notOnboarded],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Verification running: which channel, since when (Stockholm time), how long it takes, and onboarding meanwhile. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your profile is under review');
    await expect(canvas.getByText(/your YouTube channel/)).toBeVisible();
    await expect(canvas.getByText('25 Nov 2026, 11:00 CET')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'tell us your interests and hardware' })).toBeVisible();
  },
};

/** Onboarding done already: no prompt for it. */
export const OnboardingDone: Story = {
  parameters: pageAt({
    network: [
      gqlData(MyCreatorAccessQuery, { myCreatorAccess: inReview }),
      connections,
      gqlData(MyCreatorOnboardingQuery, {
        myProfile: { onboarding: { genres: ['RPG'], contentTypes: ['Stream'], hardware: ['Pc'], completedAt: '2026-11-25T09:00:00.000Z' } },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your profile is under review');
    await expect(canvas.queryByRole('link', { name: /interests and hardware/ })).not.toBeInTheDocument();
  },
};

/** Once decided, the person is taken to creator access, which shows the outcome. */
export const Decided: Story = {
  parameters: pageAt({
    network: [gqlData(MyCreatorAccessQuery, { myCreatorAccess: granted }), connections, notOnboarded],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Gain full creator access');
    await expect(await canvas.findByText('Full creator access granted')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MyCreatorAccessQuery), connections, notOnboarded] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
