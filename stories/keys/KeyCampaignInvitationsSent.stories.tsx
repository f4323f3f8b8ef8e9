import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import {
  CreatorInvitationsQuery,
  ResendCreatorInvitationMutation,
  type SentInvitations,
} from '../../apps/web/src/invitations/operations/creator-invitations.operations.ts';
import { CompanyKeyCampaignQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { KeyCampaignCompanyPage } from '../../apps/web/src/keys/pages/KeyCampaignCompanyPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
import { codeItems, companyCampaign } from './key-fixtures.ts';

const sent: SentInvitations = [
  {
    id: 'inv-1',
    inviteType: 'EMAIL',
    email: 'anna@example.com',
    creatorId: 'u-1',
    creatorName: null,
    invitedAt: '2026-11-02T09:00:00.000Z',
    expiresAt: '2026-11-16T09:00:00.000Z',
    status: 'ACCEPTED',
    sentCount: 1,
  },
  {
    id: 'inv-2',
    inviteType: 'EMAIL',
    email: 'dana@example.com',
    creatorId: null,
    creatorName: null,
    invitedAt: '2026-10-01T09:00:00.000Z',
    expiresAt: '2026-10-15T09:00:00.000Z',
    status: 'EXPIRED',
    sentCount: 1,
  },
  {
    id: 'inv-3',
    inviteType: 'USERID',
    email: null,
    creatorId: 'u-3',
    creatorName: 'Björn Plays',
    invitedAt: '2026-11-05T09:00:00.000Z',
    expiresAt: null,
    status: 'REJECTED',
    sentCount: 1,
  },
];

const meta = {
  title: 'Pages/Keys/Invitations sent',
  component: KeyCampaignCompanyPage,
  ...pageMeta({
    url: '/campaigns/campaign-1/invite-creators',
    role: 'companyOwner',
    network: [
      gqlData(ResendCreatorInvitationMutation, { resendCreatorInvitation: { id: 'inv-2', status: 'PENDING', sentCount: 2 } }),
      gqlData(CreatorInvitationsQuery, { creatorInvitations: sent }),
      gqlData(CompanyKeyCampaignQuery, companyCampaign()),
      gqlData(CodeManagerItemsQuery, codeItems),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company sees each answer and who (by name for user id invites), and sends an expired email invitation again. */
export const AnswersAndSendAgain: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Invitations sent' });
    await expect(await within(table).findByText('Accepted')).toBeVisible();
    await expect(within(table).getByText('Expired')).toBeVisible();
    // A user id invite reads as the creator's name, not their id.
    await expect(within(table).getByRole('row', { name: /Björn Plays/ })).toHaveTextContent('Rejected');
    await userEvent.click(within(table).getByRole('button', { name: 'Send again to dana@example.com' }));
    await expect(await within(document.body).findByText('Invitation sent again to dana@example.com.')).toBeInTheDocument();
  },
};
