import { FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestCompanyPage } from '../../apps/web/src/quests/pages/QuestCompanyPage.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompanyQuestQuery, QuestParticipantsQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { GrantVipAccessMutation } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { QuestPage } from '../../apps/web/src/quests/pages/QuestPage.tsx';
import { gqlData } from '../support/network.ts';
import { reportNetwork, reported, reportUser } from '../reports/report-user.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aRun, companyQuest, connection, runView } from './quest-fixtures.ts';
import { QuestRunQuery } from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const HOUR = 3_600_000;
/** Bo's offer has waited 3 days and 4 hours for the company (the request SLA's figure). */
const waitingSince = new Date(Date.now() - (3 * 24 + 4) * HOUR - 5 * 60_000).toISOString();
const offers = [
  aRun(),
  aRun({
    id: 'run-2',
    status: 'INITIAL_BID',
    partyToAct: 'COMPANY',
    creatorId: 'c2',
    // Bo's audience is flagged, Anna's clean.
    creator: { id: 'c2', username: 'boplays', displayName: 'Bo Plays', authenticity: FLAGGED_AUTHENTICITY },
    bids: [{ by: 'CREATOR', amount: { cents: 40_000 }, contentLengthMinutes: 60, message: 'Happy to stream it.', placedAt: waitingSince }],
  }),
];

const meta = {
  title: 'Pages/Quests/Quest for the company',
  component: QuestPage,
  subcomponents: { QuestCompanyPage },
  ...pageMeta({
    url: '/campaigns/quests/quest-1/participants/offers',
    role: 'companyOwner',
    network: [
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest() }),
      gqlData(QuestParticipantsQuery, { questParticipants: connection(offers) }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Quest's own address opens its Overview: the brief and how many deals wait in each tab. */
export const Overview: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1' }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams');
    await expect(await canvas.findByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible();
    await expect(canvas.getByText('Four-player co-op')).toBeVisible();
    const tabs = canvas.getByRole('list', { name: 'Deals by tab' });
    await expect(within(tabs).getByRole('link', { name: /^Offers: / })).toHaveAttribute(
      'href',
      '/campaigns/quests/quest-1/participants/offers',
    );
  },
};

/** A participant's address opens that participant's page (their quest log), not the Offers tab. */
export const ParticipantPage: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/participants/run-2',
    network: [
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest() }),
      gqlData(QuestRunQuery, {
        questRun: runView({ id: 'run-2', creator: { id: 'c2', username: 'boplays', displayName: 'Bo Plays', authenticity: null } }),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams: Bo Plays');
    await expect(canvas.getByRole('link', { name: 'Back to participants' })).toHaveAttribute(
      'href',
      '/campaigns/quests/quest-1/participants',
    );
    await expect(canvas.queryByRole('tab', { name: /^Offers/ })).toBeNull();
  },
};

export const Offers: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams');
    await expect(await canvas.findByRole('link', { name: 'Bo Plays' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Offers (2)' })).toBeVisible();
    await expect(canvas.getByText(/You: [\d,]+ days/)).toBeVisible();
    // Inviting creators (and matchmaking) is the Quest's next tab.
    await expect(canvas.getByRole('tab', { name: 'Invite creators' })).toHaveAttribute('href', '/campaigns/quests/quest-1/invite-creators');
    await expect(within(canvas.getByRole('row', { name: /Bo Plays/ })).getByText('3 d 4 h')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Waiting/ })).toBeVisible();
    // Each participant's audience authenticity: Anna clean, Bo flagged with the reasons.
    await expect(within(canvas.getByRole('row', { name: /Anna Streams/ })).getByText('100 · Likely genuine')).toBeVisible();
    const flagged = within(canvas.getByRole('row', { name: /Bo Plays/ }));
    await userEvent.click(flagged.getByText('Why'));
    await expect(flagged.getByRole('list', { name: 'Authenticity reasons for Bo Plays' })).toBeVisible();
  },
};

/** The company reports one participant from the table (spec 1: report a user from company views). */
export const ReportAParticipant: Story = {
  parameters: pageAt({
    network: () => [
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest() }),
      gqlData(QuestParticipantsQuery, { questParticipants: connection(offers) }),
      ...reportNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    await reportUser(canvas, 'Report Bo Plays');
    await expect(reported).toEqual([['c2']]);
  },
};

/** VIP access per participant: Bo's waives location and language; granting Anna's says they still apply. */
export const GrantVipAccess: Story = {
  parameters: pageAt({
    network: [
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest() }),
      gqlData(QuestParticipantsQuery, {
        questParticipants: connection([offers[0]!, { ...offers[1]!, vipAccess: { waivesLocationAndLanguage: true } }]),
      }),
      gqlData(GrantVipAccessMutation, { grantVipAccess: { id: 'vip-1', creatorId: 'creator-1', waivesLocationAndLanguage: false } }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Also waive location and language for Bo Plays' })).toBeChecked());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' }));
    await expect(
      await within(document.body).findByText('Anna Streams has VIP access; location and language still apply.'),
    ).toBeInTheDocument();
  },
};

/** Participants of any tab go to a creator list from the table's selection. */
export const AddToList: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/participants/active',
    network: () => [
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest() }),
      gqlData(QuestParticipantsQuery, {
        questParticipants: connection(
          offers.map((run) => ({ ...run, status: 'CONTENTPRODUCTION' as const, partyToAct: 'CREATOR' as const })),
        ),
      }),
      ...addToListNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await addRowsToList(canvas, table, ['Anna Streams', 'Bo Plays']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['creator-1', 'c2'] }]);
  },
};

export const Empty: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/participants/review',
    network: [
      gqlData(CompanyQuestQuery, { companyQuest: companyQuest() }),
      gqlData(QuestParticipantsQuery, { questParticipants: connection([]) }),
    ],
  }),
  play: async ({ canvas }) => expect(await canvas.findByText('Nobody here yet')).toBeVisible(),
};

export const Loading: Story = loadingStory(CompanyQuestQuery);

const widths = atEachWidth(Offers);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
