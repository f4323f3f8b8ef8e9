import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CreatorManagementPage } from '../../apps/web/src/publishing/pages/CreatorManagementPage.tsx';
import { CreatorInvitationsQuery } from '../../apps/web/src/invitations/operations/creator-invitations.operations.ts';
import { CompanyKeyCampaignsQuery } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import { CompanyMissionsQuery } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { MyCreatorProgramQuery } from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { CompanyQuestsQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { expectInvitationsInEveryState, invitePanelNetwork, inviteByEmail } from '../invitations/invite-panel-story.ts';
import { sentInvitations } from '../invitations/invitation-fixtures.ts';
import { aCampaign } from '../keys/key-fixtures.ts';
import { missionListItem } from '../missions/mission-fixtures.ts';
import { myProgram } from '../programs/program-fixtures.ts';
import { aQuest, connection } from '../quests/quest-fixtures.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const activations = [
  gqlData(CompanyKeyCampaignsQuery, {
    companyKeyCampaigns: connection([aCampaign(), aCampaign({ id: 'campaign-2', name: 'Draft keys', status: 'unpublished' })]),
  }),
  gqlData(CompanyQuestsQuery, { companyQuests: connection([aQuest()]) }),
  gqlData(CompanyMissionsQuery, { companyMissions: [missionListItem()] }),
  gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
];
// Each activation has its own invitations: the Mission's are the only ones answered with rows.
const perActivation = gqlDataFor(CreatorInvitationsQuery, ({ activationType }) => ({
  creatorInvitations: activationType === 'MISSION' ? sentInvitations : [],
}));

const meta = {
  title: 'Pages/Company/Creator management/Invite creators',
  component: CreatorManagementPage,
  ...pageMeta({
    url: '/company/creator-management/invite-creators',
    role: 'companyOwner',
    network: [...activations, ...invitePanelNetwork()],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const activationSelect = (canvas: ReturnType<typeof within>) => canvas.findByRole('combobox', { name: 'Activation' });

/** Every live activation of the company is offered, whatever its type; drafts are not. */
export const ChooseAnyActivation: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator management');
    const select = within(await activationSelect(canvas));
    await expect(select.getByRole('option', { name: 'Key campaign: Moonlight Drifters keys (Live)' })).toBeInTheDocument();
    await expect(select.getByRole('option', { name: 'Quest: Fjord Fishers launch streams (Live)' })).toBeInTheDocument();
    await expect(select.getByRole('option', { name: 'Mission: Stream the winter update (Live)' })).toBeInTheDocument();
    await expect(select.getByRole('option', { name: /^Creator Program: / })).toBeInTheDocument();
    await expect(select.queryByRole('option', { name: /Draft keys/ })).toBeNull();
    const tabs = within(canvas.getByRole('tablist', { name: 'Invite creators tabs' }));
    await expect(tabs.getByRole('tab', { name: 'Invite creators' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Inviting by email to the chosen Mission; the tab keeps the choice in the address for Invitations sent. */
export const InviteToAMission: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await activationSelect(canvas), 'Mission: Stream the winter update (Live)');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Invitations sent' })).toHaveAttribute(
        'href',
        '/company/creator-management/invite-creators/invited-creators?activation=MISSION%3Amission-1',
      ),
    );
    await inviteByEmail(canvas);
  },
};

/** Invitations sent for the activation named in the address, in every state, with no invite form. */
export const InvitationsSentForAMission: Story = {
  parameters: pageAt({
    url: '/company/creator-management/invite-creators/invited-creators?activation=MISSION:mission-1',
    network: [perActivation, ...activations, ...invitePanelNetwork()],
  }),
  play: async ({ canvas }) => {
    await expect(await activationSelect(canvas)).toHaveValue('MISSION:mission-1');
    await expect(canvas.getByRole('tab', { name: 'Invitations sent' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByLabelText('Email addresses')).toBeNull();
    await expectInvitationsInEveryState(canvas);
  },
};

/** A company with nothing live is told what to create first. */
export const NothingToInviteTo: Story = {
  parameters: pageAt({
    network: [
      gqlData(CompanyKeyCampaignsQuery, { companyKeyCampaigns: connection([]) }),
      gqlData(CompanyQuestsQuery, { companyQuests: connection([]) }),
      gqlData(CompanyMissionsQuery, { companyMissions: [] }),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: null }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to invite to yet')).toBeVisible();
  },
};

/** A list that cannot be read says so instead of offering a partial choice. */
export const ActivationsFail: Story = {
  parameters: pageAt({
    network: [gqlError(CompanyQuestsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' }), ...activations],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'You are not allowed to do this.'),
};

const widths = atEachWidth(ChooseAnyActivation);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
