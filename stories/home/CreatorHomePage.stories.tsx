import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { CreatorHomePage } from '../../apps/web/src/home/pages/CreatorHomePage.tsx';

const meta = {
  title: 'Pages/Home/Creator home',
  component: CreatorHomePage,
  ...pageMeta({ url: '/creator/home', role: 'creator' }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator home');
    await expect(await canvas.findByText('Welcome, Anna Streams.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/user/settings');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MeQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator home');
    await expect(canvas.getByText('Welcome, annastreams.')).toBeVisible();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
