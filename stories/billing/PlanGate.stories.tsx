import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BillingOverviewQuery } from '../../apps/web/src/billing/operations/billing.operations.ts';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { freeOverview } from './billing-fixtures.ts';

/** The Insights pages on the Free plan: 'Upgrade to unlock' instead of the page (the open case is every Insights story). */
const meta = {
  title: 'Pages/Company/Plan lock',
  ...pageMeta({ url: '/insights', role: 'companyMember', network: [gqlData(BillingOverviewQuery, { billingOverview: freeOverview })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(BillingOverviewQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const InsightsLockedOnFree: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upgrade to unlock Insights' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/company/settings/plan');
  },
};

export const CreatorPageLockedOnFree: Story = {
  parameters: pageAt({ url: '/insights/creators/c-1' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upgrade to unlock Insights' })).toBeVisible();
  },
};

const widths = atEachWidth(InsightsLockedOnFree);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
