import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThirdPartyLoginPage } from '../../apps/web/src/connections/pages/ThirdPartyLoginPage.tsx';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';

const meta = {
  title: 'Pages/Connections/Third-party sign-in landing',
  component: ThirdPartyLoginPage,
  ...pageMeta({ url: '/auth/auth?status=error' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from Twitch without success: the page says so instead of waiting. */
export const DidNotFinish: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Signing you in…');
    await expect(canvas.getByText('The sign-in did not finish. Go back and try again.')).toBeVisible();
  },
};

/** Signed in with Twitch: the new session is read and the person goes on to where they started. */
export const Success: Story = {
  parameters: pageAt({ role: 'user', url: '/auth/auth?status=success&callbackUrl=%2Fuser%2Fsettings' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Settings');
  },
};
