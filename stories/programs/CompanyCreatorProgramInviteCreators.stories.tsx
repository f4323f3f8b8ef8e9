import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CompanyCustomDomainQuery,
  MyCreatorProgramQuery,
  ProgramAnnouncementsQuery,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { CompanyCreatorProgramPage } from '../../apps/web/src/programs/pages/CompanyCreatorProgramPage.tsx';
import { invitePanelNetwork, invitePanelStories } from '../invitations/invite-panel-story.ts';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
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

const panel = invitePanelStories('Northern Lights Creators', '/company/creator-program/invite-creators');

/** The program's invitations in every state, as a tab beside its applications. */
export const InvitationsSent: Story = panel.InvitationsSent;

export const InvitedCreators: Story = panel.InvitedCreators;

export const InviteByEmail: Story = panel.InviteByEmail;

const widths = atEachWidth(InvitationsSent);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
