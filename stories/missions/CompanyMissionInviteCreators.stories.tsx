import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompanyMissionQuery } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { CompanyMissionPage } from '../../apps/web/src/missions/pages/CompanyMissionPage.tsx';
import {
  expectInvitationsInEveryState,
  grantVipWithInvitation,
  invitePanelNetwork,
  inviteByEmail,
  expectInviteCreatorsTab,
} from '../invitations/invite-panel-story.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
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

/** The mission's invitations in every state, beside its participants' tabs. */
export const InvitationsSent: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByRole('tab', { name: 'Invite creators' })).toHaveAttribute('aria-selected', 'true');
    await expectInvitationsInEveryState(canvas);
  },
};

export const InvitedCreators: Story = {
  parameters: pageAt({ url: '/company/missions/mission-1/invite-creators/invited-creators' }),
  play: async ({ canvas }) => expectInviteCreatorsTab(canvas),
};

/** VIP access with the invitation: a creator short of the requirements can still take part. */
export const VipWithInvitation: Story = {
  play: async ({ canvas }) => grantVipWithInvitation(canvas),
};

export const InviteByEmail: Story = {
  play: async ({ canvas }) => inviteByEmail(canvas),
};

const widths = atEachWidth(InvitationsSent);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
