import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyMissionQuery } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { CompanyMissionPage } from '../../apps/web/src/missions/pages/CompanyMissionPage.tsx';
import { invitePanelNetwork, invitePanelStories } from '../invitations/invite-panel-story.ts';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
import { atEachWidth } from '../support/viewports.ts';
import { companyMission } from './mission-fixtures.ts';

const meta = {
  title: 'Pages/Missions/Invite creators',
  component: CompanyMissionPage,
  ...pageMeta({
    url: '/company/missions/mission-1/invite-creators',
    role: 'companyOwner',
    network: [...invitePanelNetwork(), gqlData(CompanyMissionQuery, { companyMission: companyMission() })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = invitePanelStories('Stream the winter update', '/company/missions/mission-1/invite-creators');

/** The mission's invitations in every state, beside its participants' tabs. */
export const InvitationsSent: Story = panel.InvitationsSent;

export const InvitedCreators: Story = panel.InvitedCreators;

/** VIP access with the invitation: a creator short of the requirements can still take part. */
export const VipWithInvitation: Story = panel.VipWithInvitation;

export const InviteByEmail: Story = panel.InviteByEmail;

const widths = atEachWidth(InvitationsSent);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
