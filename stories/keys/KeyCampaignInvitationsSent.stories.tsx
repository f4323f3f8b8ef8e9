import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CompanyKeyCampaignQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { KeyCampaignCompanyPage } from '../../apps/web/src/keys/pages/KeyCampaignCompanyPage.tsx';
import { expectInvitationsInEveryState, invitePanelNetwork } from '../invitations/invite-panel-story.ts';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
import { codeItems, companyCampaign } from './key-fixtures.ts';

const meta = {
  title: 'Pages/Keys/Invitations sent',
  component: KeyCampaignCompanyPage,
  ...pageMeta({
    url: '/campaigns/campaign-1/invite-creators',
    role: 'companyOwner',
    network: [...invitePanelNetwork(), gqlData(CompanyKeyCampaignQuery, companyCampaign()), gqlData(CodeManagerItemsQuery, codeItems)],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company sees each answer and who (by name for user id invites), and sends an expired email invitation again. */
export const AnswersAndSendAgain: Story = {
  play: async ({ canvas }) => expectInvitationsInEveryState(canvas),
};
