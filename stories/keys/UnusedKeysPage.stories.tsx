import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyKeyCampaignQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { UnusedKeysPage } from '../../apps/web/src/keys/pages/UnusedKeysPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { companyCampaign } from './key-fixtures.ts';

const meta = {
  title: 'Pages/Keys/Unused keys',
  component: UnusedKeysPage,
  ...pageMeta({
    url: '/company/campaigns/campaign-1/unusedkeys',
    role: 'companyOwner',
    network: [gqlData(CompanyKeyCampaignQuery, companyCampaign())],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(CompanyKeyCampaignQuery);

export const NotFound: Story = refusedStory(CompanyKeyCampaignQuery, {
  code: 'KEYS.CAMPAIGN_NOT_FOUND',
  message: 'This Key campaign does not exist.',
});

/** Steam has 38 keys left and in stock; Xbox is fully claimed. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, /Unused keys/);
    const steam = within(await canvas.findByRole('row', { name: /Steam/ }));
    await expect(steam.getAllByText('38')[0]).toBeVisible();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
