import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReAuthToastGetUserConnectionsQuery } from '../../apps/web/src/connections/operations/connections.operations.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { CreatorPagesPage } from '../../apps/web/src/creator-pages/pages/CreatorPagesPage.tsx';
import { MyCreatorPagesQuery } from '../../apps/web/src/creator-pages/operations/creator-pages.operations.ts';

const invalidTwitch = {
  legacyMe: { userConnections: [{ id: 'c-1', providerId: '123', providerKind: 'twitch' as const, hasRefreshToken: true, isValid: false }] },
};

const meta = {
  title: 'Pages/Connections/Re-authorisation toast',
  component: CreatorPagesPage,
  ...pageMeta({
    url: '/user/creator-pages',
    role: 'creator',
    network: [gqlData(ReAuthToastGetUserConnectionsQuery, invalidTwitch), gqlData(MyCreatorPagesQuery, { myCreatorPages: [] })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 8: any creator page but the connections settings shows it, with the way to fix it. */
export const OnAnyCreatorPage: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator pages');
    const toast = await within(document.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Your Twitch connection needs to be renewed');
    await expect(within(toast).getByRole('link', { name: 'Reconnect accounts' })).toHaveAttribute('href', '/user/settings/connections');
  },
};

/** The warning never closes by itself, so it must never sit over the header's actions (settings, sign out, the bell). */
export const ClearOfTheHeader: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator pages');
    const toast = (await within(document.body).findByRole('alert')).getBoundingClientRect();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    await expect(toast.top).toBeGreaterThanOrEqual(header.bottom);
  },
};

/** Spec 6: only Creators have the check; a User's broken connection shows nothing. */
export const NotForUsers: Story = {
  parameters: pageAt({ role: 'user' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator pages');
    await expect(within(document.body).queryByText(/connection needs to be renewed/)).toBeNull();
  },
};
