import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CreatorAccessPage } from '../../apps/web/src/accounts/pages/CreatorAccessPage.tsx';

const meta = {
  title: 'Pages/Accounts/Creator access',
  component: CreatorAccessPage,
  ...pageMeta({ url: '/user/creator-access', role: 'user' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator access');
    await expect(await canvas.findByText('Welcome, Lisa.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/user/settings');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MeQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator access');
    await expect(canvas.getByText('Welcome, lurkerlisa.')).toBeVisible();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
