import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreatorInvitationsQuery } from '../../apps/web/src/invitations/operations/creator-invitations.operations.ts';
import { CompanyQuestQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { QuestCompanyPage } from '../../apps/web/src/quests/pages/QuestCompanyPage.tsx';
import { invitePanelNetwork, invitePanelStories } from '../invitations/invite-panel-story.ts';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aQuest, companyQuest } from './quest-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const meta = {
  title: 'Pages/Quests/Invite creators',
  component: QuestCompanyPage,
  ...pageMeta({
    url: '/campaigns/quests/quest-1/invite-creators',
    role: 'companyOwner',
    network: [
      ...invitePanelNetwork(),
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest({ quest: aQuest({ visibility: 'Hidden' }) }) }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = invitePanelStories('Fjord Fishers launch streams', '/campaigns/quests/quest-1/invite-creators', async (canvas) =>
  expect(canvas.getByRole('link', { name: 'Find creators with matchmaking' })).toHaveAttribute(
    'href',
    '/campaigns/quests/quest-1/invite-creators/matchmaking/new',
  ),
);

/** A hidden Quest's invitations in every state; matchmaking for this Quest is one link away. */
export const InvitationsSent: Story = panel.InvitationsSent;

/** /invited-creators opens the same tab. */
export const InvitedCreators: Story = panel.InvitedCreators;

/** VIP access with the invitation: a creator short of the requirements can still take part. */
export const VipWithInvitation: Story = panel.VipWithInvitation;

/** Invited creators go to a creator list; an email invite with no account behind it adds nobody. */
export const AddInvitedToList: Story = {
  parameters: pageAt({
    network: () => [
      ...addToListNetwork(),
      ...invitePanelNetwork(),
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest({ quest: aQuest({ visibility: 'Hidden' }) }) }),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Invitations sent' }));
    await addRowsToList(canvas, table, ['Cleo Casts', 'erik@example.com', 'Björn Plays'], 2);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['u-4', 'u-3'] }]);
  },
};

export const InviteByEmail: Story = panel.InviteByEmail;

/** The invitations sent load after the page. */
export const LoadingInvitations: Story = {
  parameters: pageAt({
    network: [gqlPending(CreatorInvitationsQuery), ...invitePanelNetwork(), gqlData(CompanyQuestQuery, { companyQuest: companyQuest() })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams');
    await expect(await canvas.findByLabelText('Email addresses')).toBeVisible();
  },
};

const widths = atEachWidth(InvitationsSent);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
