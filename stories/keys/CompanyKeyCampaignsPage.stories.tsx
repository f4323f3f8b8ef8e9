import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  CompanyKeyCampaignsQuery,
  CreateKeyCampaignMutation,
} from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { CompanyKeyCampaignsPage } from '../../apps/web/src/keys/pages/CompanyKeyCampaignsPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aCampaign } from './key-fixtures.ts';

const list = (nodes: ReturnType<typeof aCampaign>[]) => ({
  companyKeyCampaigns: { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } },
});

const meta = {
  title: 'Pages/Keys/Company Key campaigns',
  component: CompanyKeyCampaignsPage,
  ...pageMeta({
    url: '/company/activations/keys',
    role: 'companyOwner',
    network: [
      gqlData(
        CompanyKeyCampaignsQuery,
        list([
          aCampaign(),
          aCampaign({
            id: 'campaign-2',
            name: 'Hollow Lantern waitlist',
            status: 'unpublished',
            publishState: 'draft',
            preLaunch: true,
            startDate: null,
          }),
        ]),
      ),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyKeyCampaignsQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Key campaigns');
    await expect(await canvas.findByText(/Loading/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CompanyKeyCampaignsQuery, list([]))] }),
  play: async ({ canvas }) => expect(await canvas.findByText('No Key campaigns yet')).toBeVisible(),
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Moonlight Drifters keys' })).toBeVisible();
    await expect(canvas.getByText('Pre-launch')).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

/** The create-activation wizard offers the Quests too (no longer "not open yet"), each opening its setup. */
export const CreateAQuest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Product promotion Quest' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Mission' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Game promotion Quest' }));
    await findPageHeading(canvas, 'New Game promotion Quest');
  },
};

/** Key campaign chosen: the name is checked before anything is sent; the server's answer lands at its field too. */
export const CreateNeedsAName: Story = {
  parameters: pageAt({
    network: [
      gqlError(CreateKeyCampaignMutation, {
        code: 'VALIDATION.INVALID_FIELD',
        message: 'Name must be at most 120 characters.',
        field: 'name',
      }),
      gqlData(CompanyKeyCampaignsQuery, list([])),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Paid mission/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Key campaign' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create campaign' }));
    await expect(await canvas.findByText('Name is required.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Key campaign name'), 'Too long');
    await userEvent.click(canvas.getByRole('button', { name: 'Create campaign' }));
    await expect(await canvas.findByText('Name must be at most 120 characters.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: pageAt({ network: [gqlError(CompanyKeyCampaignsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' })] }),
  play: async ({ canvas }) => expectAlert(canvas, 'Something went wrong. Please try again later.'),
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
