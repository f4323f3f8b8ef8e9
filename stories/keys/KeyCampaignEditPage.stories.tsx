import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CreatorListsQuery } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { creatorLists } from '../creator-lists/creator-list-fixtures.ts';
import {
  CompanyKeyCampaignQuery,
  PublishKeyCampaignMutation,
} from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { KeyCampaignEditPage } from '../../apps/web/src/keys/pages/KeyCampaignEditPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { codeItems, companyCampaign } from './key-fixtures.ts';

const draft = companyCampaign({ status: 'unpublished', publishState: 'draft', keys: [], codeItemId: null }, [
  { id: 'campaign.codeManagerItem', message: 'Add at least one Code Manager item.', step: 'creatorKit' },
  { id: 'campaign.keys', message: 'Add at least one set of keys.', step: 'creatorKit' },
]);

const meta = {
  title: 'Pages/Keys/Key campaign setup',
  component: KeyCampaignEditPage,
  ...pageMeta({
    url: '/campaigns/campaign-1/edit/basics',
    role: 'companyOwner',
    network: [gqlData(CompanyKeyCampaignQuery, draft), gqlData(CodeManagerItemsQuery, codeItems), gqlData(CreatorListsQuery, creatorLists)],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({
    network: [gqlPending(CompanyKeyCampaignQuery), gqlData(CodeManagerItemsQuery, codeItems), gqlData(CreatorListsQuery, creatorLists)],
  }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const NotFound: Story = {
  parameters: pageAt({
    network: [
      gqlError(CompanyKeyCampaignQuery, { code: 'KEYS.CAMPAIGN_NOT_FOUND', message: 'This Key campaign does not exist.' }),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'This Key campaign does not exist.'),
};

/** Failing checks each have Fix, which opens the step that fixes them; Publish waits until none fail. */
export const ChecksWithFix: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await expect(canvas.getByText('Add at least one set of keys.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: Add at least one set of keys.' }));
    await expect(await canvas.findByLabelText('Game or item from your Code Manager')).toBeVisible();
  },
};

/** Every check met: publishing a first campaign says it waits for review. */
export const PublishHeld: Story = {
  parameters: pageAt({
    network: [
      gqlData(PublishKeyCampaignMutation, { publishKeyCampaign: { status: 'waitingForReview', heldForReview: true } }),
      gqlData(CompanyKeyCampaignQuery, companyCampaign({ status: 'unpublished', publishState: 'draft' })),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Every publish check is met/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await within(document.body).findByText(/Sent for review/)).toBeInTheDocument();
  },
};

const widths = atEachWidth(ChecksWithFix);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
