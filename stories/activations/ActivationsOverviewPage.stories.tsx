import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ActivationsOverviewPage } from '../../apps/web/src/activations/pages/ActivationsOverviewPage.tsx';
import { CompanyKeyCampaignsQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const empty = { companyKeyCampaigns: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } };

const meta = {
  title: 'Pages/Company/Activations',
  component: ActivationsOverviewPage,
  ...pageMeta({ url: '/company/activations', role: 'companyOwner', network: [gqlData(CompanyKeyCampaignsQuery, empty)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Overview: Keys active and ended, and the activation types whose lists come with their contexts. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Activations');
    const keys = within(canvas.getByRole('region', { name: 'Keys' }));
    const active = await keys.findByRole('group', { name: 'Active' });
    await waitFor(() => expect(active).toHaveTextContent('Active0'));
    await expect(canvas.getByText('No quests yet.')).toBeVisible();
  },
};

/** Quests, Ended: a plain empty state until Quests list themselves here. */
export const QuestsEnded: Story = {
  parameters: pageAt({ url: '/company/activations/quests/ended' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Quests');
    await expect(await canvas.findByText('No ended quests yet')).toBeVisible();
  },
};

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
