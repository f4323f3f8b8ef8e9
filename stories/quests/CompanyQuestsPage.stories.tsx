import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CompanyQuestsQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { CompanyQuestsPage } from '../../apps/web/src/quests/pages/CompanyQuestsPage.tsx';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
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
    // The whole create-activation wizard: the organic choices too; a paid mission is announced only.
    for (const name of ['Mission', 'Pre-launch campaign', 'Key campaign', 'Game promotion Quest', 'Product promotion Quest'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Paid mission/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Product promotion Quest' }));
    await findPageHeading(canvas, 'New Product promotion Quest');
  },
};

/** The Ended tab: Quests past their end date, published or unpublished. */
export const Ended: Story = {
  parameters: pageAt({
    url: '/company/activations/quests/ended',
    network: [
      gqlData(CompanyQuestsQuery, {
        companyQuests: connection([
          aQuest({ id: 'quest-3', name: 'Winter launch streams', status: 'ended', endDate: '2030-01-31T22:59:00.000Z' }),
        ]),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Quests');
    await expect(await canvas.findByRole('link', { name: 'Winter launch streams' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Ended Quests' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CompanyQuestsQuery, { companyQuests: connection([]) })] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No Quests yet')).toBeVisible(),
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyQuestsQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Quests');
    await expect(await canvas.findByText(/Loading/)).toBeVisible();
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
