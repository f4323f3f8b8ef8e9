import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompanyQuestsQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { CompanyQuestsPage } from '../../apps/web/src/quests/pages/CompanyQuestsPage.tsx';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aQuest, connection } from './quest-fixtures.ts';

const meta = {
  title: 'Pages/Quests/Company Quests',
  component: CompanyQuestsPage,
  ...pageMeta({
    url: '/company/activations/quests',
    role: 'companyOwner',
    network: [
      gqlData(CompanyQuestsQuery, {
        companyQuests: connection([
          aQuest(),
          aQuest({ id: 'quest-2', name: 'Aurora headset reviews', kind: 'productPromotion', status: 'unpublished', publishState: 'draft' }),
        ]),
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Quests');
    await expect(await canvas.findByRole('link', { name: 'Aurora headset reviews' })).toBeVisible();
    // The paid choices open the Quest setup; a paid mission is announced only.
    await expect(canvas.getByRole('button', { name: 'Game promotion Quest' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Paid mission/ })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CompanyQuestsQuery, { companyQuests: connection([]) })] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No Quests yet')).toBeVisible(),
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyQuestsQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
