import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrowseKeyCampaignsQuery } from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';
import { BrowseKeyCampaignsPage } from '../../apps/web/src/keys/pages/BrowseKeyCampaignsPage.tsx';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { atEachWidth } from '../support/viewports.ts';
import { browsePage } from './key-fixtures.ts';

const meta = {
  title: 'Pages/Keys/Browse Key campaigns',
  component: BrowseKeyCampaignsPage,
  ...pageMeta({ url: '/campaigns/browse', role: 'creator', network: [gqlData(BrowseKeyCampaignsQuery, browsePage(3))] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(BrowseKeyCampaignsQuery)] }),
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { level: 1, name: 'Browse Key campaigns' })).toBeVisible(),
};

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Popular' })).toBeVisible();
    await expect((await canvas.findAllByText(/Campaign 1 keys|Game 1/)).length).toBeGreaterThan(0);
  },
};

export const RecentlyAddedWithMore: Story = {
  parameters: pageAt({ url: '/campaigns/browse/recent', network: [gqlData(BrowseKeyCampaignsQuery, browsePage(6, true))] }),
  play: async ({ canvas }) => expect(await canvas.findByRole('button', { name: /Load more/ })).toBeVisible(),
};

export const Empty: Story = {
  parameters: pageAt({ url: '/campaigns/browse/upcoming', network: [gqlData(BrowseKeyCampaignsQuery, browsePage(0))] }),
  play: async ({ canvas }) => expect(await canvas.findByRole('heading', { level: 1, name: 'Browse Key campaigns' })).toBeVisible(),
};

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
