import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CreatorListsQuery } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { creatorLists } from '../creator-lists/creator-list-fixtures.ts';
import {
  CompanyKeyCampaignQuery,
  DeleteKeyCampaignMutation,
  PublishKeyCampaignMutation,
  SaveKeyCampaignStepMutation,
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

/** The step lives in the address: opening (or reloading) it there shows that step. */
export const OpensTheStepInTheAddress: Story = {
  parameters: pageAt({ url: '/campaigns/campaign-1/edit/creator-kit' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Game or item from your Code Manager')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Creator kit', level: 3 })).toBeVisible();
  },
};

/** Fix opens another step, so with an unsaved edit on screen it asks first: Cancel keeps the edit. */
export const FixWithUnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await userEvent.type(canvas.getByLabelText('Campaign name'), ' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: Add at least one set of keys.' }));
    const modal = await within(document.body).findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('Campaign name')).toHaveValue('Moonlight Drifters keys deluxe');
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

/** Spec 6: a draft is deleted after the company confirms, and the page says so. */
export const DeleteDraft: Story = {
  parameters: pageAt({
    network: [
      gqlData(DeleteKeyCampaignMutation, { deleteKeyCampaign: { id: 'campaign-1', archived: false } }),
      gqlData(CompanyKeyCampaignQuery, draft),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete campaign' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete this campaign?' }));
    await expect(dialog.getByText(/deleted for good/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText('Deleted.')).toBeInTheDocument();
  },
};

/** Spec 8 "delete failed": the rule that keeps it is told as it comes. */
export const DeleteRefused: Story = {
  parameters: pageAt({
    network: [
      gqlError(DeleteKeyCampaignMutation, {
        code: 'PUBLISHING.DELETE_FAILED',
        message: 'It is waiting for review: withdraw it from review first, then delete it.',
      }),
      gqlData(CompanyKeyCampaignQuery, draft),
      gqlData(CodeManagerItemsQuery, codeItems),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete campaign' }));
    await userEvent.click(within(await within(document.body).findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText(/withdraw it from review first/)).toBeInTheDocument();
  },
};

/** Whether closing the tab or reloading now would get the browser's "leave site?" warning. */
function unloadIsHeld() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Leaving the wizard by a header link with an unsaved edit asks first: Cancel stays, Discard goes. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await userEvent.type(canvas.getByLabelText('Campaign name'), ' deluxe');
    await expect(unloadIsHeld()).toBe(true);
    const body = within(document.body);
    const leave = () => userEvent.click(canvas.getAllByRole('link', { name: 'Code Manager' })[0] as HTMLElement);
    await leave();
    const modal = await body.findByRole('dialog', { name: 'Unsaved changes' });
    await expect(modal).toHaveTextContent('You have unsaved changes');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('Campaign name')).toHaveValue('Moonlight Drifters keys deluxe');
    await leave();
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    await expect(await findPageHeading(canvas, 'Code Manager')).toBeVisible();
  },
};

/** Save in the modal saves the step, then the held navigation goes on. */
export const LeaveAfterSaving: Story = {
  parameters: pageAt({
    network: [
      gqlData(SaveKeyCampaignStepMutation, { saveKeyCampaignStep: draft.companyKeyCampaign.campaign }),
      gqlData(CompanyKeyCampaignQuery, draft),
      gqlData(CodeManagerItemsQuery, codeItems),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await userEvent.type(canvas.getByLabelText('Campaign name'), ' deluxe');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Code Manager' })[0] as HTMLElement);
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Basics saved.')).toBeInTheDocument();
    await expect(await findPageHeading(canvas, 'Code Manager')).toBeVisible();
  },
};

/** Nothing edited: a header link leaves at once. */
export const LeaveWhenSaved: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Moonlight Drifters keys');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Code Manager' })[0] as HTMLElement);
    await expect(await findPageHeading(canvas, 'Code Manager')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
    await expect(unloadIsHeld()).toBe(false);
  },
};

const widths = atEachWidth(ChecksWithFix);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
