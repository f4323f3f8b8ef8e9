import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CompanyCustomDomainQuery,
  MyCreatorProgramQuery,
  ProgramAnnouncementsQuery,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { CompanyCreatorProgramPage } from '../../apps/web/src/programs/pages/CompanyCreatorProgramPage.tsx';
import {
  expectInvitationsInEveryState,
  invitePanelNetwork,
  inviteByEmail,
  expectInviteCreatorsTab,
} from '../invitations/invite-panel-story.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { anAnnouncement, myProgram } from './program-fixtures.ts';

const meta = {
  title: 'Pages/Creator Programs/Invite creators',
  component: CompanyCreatorProgramPage,
  ...pageMeta({
    url: '/company/creator-program/invite-creators',
    role: 'companyOwner',
    network: [
      ...invitePanelNetwork(),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
      gqlData(ProgramAnnouncementsQuery, { creatorProgram: { announcements: [anAnnouncement()] } }),
      gqlData(CompanyCustomDomainQuery, { companyCustomDomain: null }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The program's invitations in every state, as a tab beside its applications. */
export const InvitationsSent: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Northern Lights Creators');
    await expect(canvas.getByRole('tab', { name: 'Invite creators' })).toHaveAttribute('aria-selected', 'true');
    await expectInvitationsInEveryState(canvas);
  },
};

export const InvitedCreators: Story = {
  parameters: pageAt({ url: '/company/creator-program/invite-creators/invited-creators' }),
  play: async ({ canvas }) => expectInviteCreatorsTab(canvas),
};

export const InviteByEmail: Story = {
  play: async ({ canvas }) => inviteByEmail(canvas),
};

const widths = atEachWidth(InvitationsSent);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
