import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CompanyKeyParticipantsQuery,
  type CompanyKeyParticipantNode,
} from '../../apps/web/src/publishing/operations/creator-management.operations.ts';
import { CreatorManagementPage } from '../../apps/web/src/publishing/pages/CreatorManagementPage.tsx';
import { reportUser, reportNetwork, reported } from '../reports/report-user.ts';
import { gqlData, gqlPending } from '../support/network.ts';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import {
  MyCreatorProgramQuery,
  ProgramApplicationsQuery,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { anApplication, connection, myProgram } from '../programs/program-fixtures.ts';
import {
  CompanyMissionRunsQuery,
  CompanyQuestRunsQuery,
  type CompanyMissionRunRow,
} from '../../apps/web/src/publishing/operations/creator-management.operations.ts';
import { aCompanyMissionRun as aMissionRun } from '../missions/mission-fixtures.ts';
import { aRun, connection as questConnection } from '../quests/quest-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const HOUR = 3_600_000;

const node = (id: string, state: CompanyKeyParticipantNode['participant']['state'], campaignName: string): CompanyKeyParticipantNode => ({
  campaignName,
  participant: {
    id,
    campaignId: `k-${campaignName.length}`,
    state,
    appliedAt: '2026-03-18T08:30:00.000Z',
    agreementAcceptedAt: null,
    reviewedAt: null,
    kitSentCount: 0,
    replacedKeys: [],
    contentExpiredAt: null,
    claim: null,
    submission: null,
    events: [],
    creator: {
      id: `u-${id}`,
      username: `creator${id}`,
      displayName: `Creator ${id}`,
      completionRate: 0.8,
      country: 'SE',
      channels: [{ provider: 'twitch', followers: 1200 }],
      // p2's audience is flagged, the others' clean.
      authenticity: id === 'p2' ? FLAGGED_AUTHENTICITY : CLEAN_AUTHENTICITY,
    },
  },
});
const page = (nodes: CompanyKeyParticipantNode[]) => ({
  companyKeyParticipants: { edges: nodes.map((n) => ({ node: n })), pageInfo: { hasNextPage: false, endCursor: null } },
});

const meta = {
  title: 'Pages/Company/Creator management',
  component: CreatorManagementPage,
  ...pageMeta({
    url: '/company/creator-management/keys/pending',
    role: 'companyOwner',
    network: [gqlData(CompanyKeyParticipantsQuery, page([node('p1', 'pending', 'Spring keys'), node('p2', 'waitlist', 'Summer keys')]))],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keys, Pending: every campaign's requests in one table, with the campaign beside each creator. */
export const KeysPending: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator management');
    const table = within(await canvas.findByRole('table', { name: 'Keys: pending creators' }));
    await expect(await table.findByRole('link', { name: 'Spring keys' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Summer keys' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    // Each creator with their audience authenticity; the flagged one opens onto its reasons.
    await expect(table.getByText('100 · Likely genuine')).toBeVisible();
    await userEvent.click(table.getByText('Why'));
    await expect(table.getByRole('list', { name: 'Authenticity reasons for Creator p2' })).toBeVisible();
  },
};

export const KeysActive: Story = {
  parameters: pageAt({
    url: '/company/creator-management/keys/active',
    network: [gqlData(CompanyKeyParticipantsQuery, page([node('a1', 'claimedKey', 'Spring keys')]))],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Keys: active creators' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyKeyParticipantsQuery)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = refusedStory(CompanyKeyParticipantsQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

/** Quests, Offers: every Quest's offers in one table; an offer waiting on the company shows how long (the request SLA). */
export const QuestsOffers: Story = {
  parameters: pageAt({
    url: '/company/creator-management/quests/offers',
    network: () => [
      gqlData(CompanyQuestRunsQuery, {
        companyQuestRuns: questConnection([
          {
            ...aRun({
              id: 'run-2',
              status: 'INITIAL_BID',
              partyToAct: 'COMPANY',
              creatorId: 'c2',
              creator: { id: 'c2', username: 'boplays', displayName: 'Bo Plays', authenticity: FLAGGED_AUTHENTICITY },
              bids: [
                {
                  by: 'CREATOR',
                  amount: { cents: 40_000 },
                  contentLengthMinutes: 60,
                  message: 'Happy to stream it.',
                  placedAt: new Date(Date.now() - 50 * HOUR).toISOString(),
                },
              ],
            }),
            quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' },
          },
        ]),
      }),
      ...reportNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: /Bo Plays/ }));
    await expect(row.getByText('2 d 2 h')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Fjord Fishers launch streams' })).toHaveAttribute(
      'href',
      '/campaigns/quests/quest-1/participants/offers',
    );
    await expect(canvas.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
    // The company can report the creator from the row (spec 1: report a user from company views).
    await reportUser(row, 'Report Bo Plays');
    await expect(reported).toEqual([['c2']]);
  },
};

const missionRuns = (nodes: CompanyMissionRunRow[]) => ({
  companyMissionRuns: { edges: nodes.map((node) => ({ node })), pageInfo: { hasNextPage: false, endCursor: null } },
});
const fjord = { id: 'mission-1', name: 'Fjord Fishers first stream' };
const spring = { id: 'mission-2', name: 'Spring update video' };

/** Missions, Ongoing: every Mission's running creators in one table, the Mission beside each creator. */
export const MissionsOngoing: Story = {
  parameters: pageAt({
    url: '/company/creator-management/missions/ongoing',
    network: [
      gqlData(
        CompanyMissionRunsQuery,
        missionRuns([
          { ...aMissionRun(), mission: fjord },
          {
            ...aMissionRun({
              id: 'mrun-2',
              missionId: spring.id,
              creator: { id: 'c2', username: 'boplays', displayName: 'Bo Plays', authenticity: FLAGGED_AUTHENTICITY },
              vipAccess: { waivesLocationAndLanguage: true },
            }),
            mission: spring,
          },
        ]),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Missions: ongoing creators' }));
    await expect(await table.findByRole('link', { name: fjord.name })).toHaveAttribute('href', '/company/missions/mission-1');
    await expect(table.getByRole('link', { name: spring.name })).toBeVisible();
    // VIP access shows beside the creator (granted on the Mission's page).
    await expect(table.getByRole('row', { name: /Bo Plays/ })).toHaveTextContent('VIP, location and language waived');
    await expect(canvas.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Missions, Review: submissions waiting on the company, each linking to its Mission's review tab. */
export const MissionsReview: Story = {
  parameters: pageAt({
    url: '/company/creator-management/missions/review',
    network: [
      gqlData(
        CompanyMissionRunsQuery,
        missionRuns([
          {
            ...aMissionRun({ state: 'review', companyLabel: 'Review', creatorLabel: 'In review', submittedAt: '2030-03-05T09:00:00.000Z' }),
            mission: fjord,
          },
        ]),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: /Anna Streams/ }));
    await expect(row.getByRole('link', { name: fjord.name })).toHaveAttribute('href', '/company/missions/mission-1/review');
    await expect(row.getByText('Review')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Missions, Completed: an empty tab says so. */
export const MissionsCompletedEmpty: Story = {
  parameters: pageAt({
    url: '/company/creator-management/missions/completed',
    network: [gqlData(CompanyMissionRunsQuery, missionRuns([]))],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No completed Missions yet')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Creator program, Applicants: the program's open applications, each with how long it has waited (the request SLA). */
export const ProgramApplicants: Story = {
  parameters: pageAt({
    url: '/company/creator-management/creator-program/applicants',
    network: [
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
      gqlData(ProgramApplicationsQuery, {
        programApplications: connection([anApplication({ appliedAt: new Date(Date.now() - 26 * HOUR).toISOString() })]),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    const row = within(await canvas.findByRole('row', { name: /Anna Streams/ }));
    await expect(row.getByText('1 d 2 h')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Quest creators go to a creator list from the section's table, each creator once. */
export const QuestsAddToList: Story = {
  parameters: pageAt({
    url: '/company/creator-management/quests/active',
    network: () => [
      gqlData(CompanyQuestRunsQuery, {
        companyQuestRuns: questConnection([
          { ...aRun({ status: 'CONTENTPRODUCTION' }), quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' } },
          {
            ...aRun({
              id: 'run-2',
              status: 'CONTENTPRODUCTION',
              creatorId: 'c2',
              creator: { id: 'c2', username: 'boplays', displayName: 'Bo Plays', authenticity: null },
            }),
            quest: { id: 'quest-2', name: 'Aurora headset review videos' },
          },
        ]),
      }),
      ...addToListNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Quests: active' }));
    await addRowsToList(canvas, table, ['Bo Plays']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c2'] }]);
  },
};

/** Mission creators go to a creator list from the section's table. */
export const MissionsAddToList: Story = {
  parameters: pageAt({
    url: '/company/creator-management/missions/ongoing',
    network: () => [
      gqlData(
        CompanyMissionRunsQuery,
        missionRuns([
          { ...aMissionRun(), mission: fjord },
          {
            ...aMissionRun({
              id: 'mrun-2',
              missionId: spring.id,
              creator: { id: 'c2', username: 'boplays', displayName: 'Bo Plays', authenticity: null },
            }),
            mission: spring,
          },
        ]),
      ),
      ...addToListNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Missions: ongoing creators' }));
    await addRowsToList(canvas, table, [`Anna Streams on ${fjord.name}`, `Bo Plays on ${spring.name}`]);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: [aMissionRun().creator.id, 'c2'] }]);
  },
};

/** Creator Program members go to a creator list from the program section. */
export const ProgramAddToList: Story = {
  parameters: pageAt({
    url: '/company/creator-management/creator-program/accepted',
    network: () => [
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
      gqlData(ProgramApplicationsQuery, { programApplications: connection([anApplication({ state: 'accepted', label: 'Accepted' })]) }),
      ...addToListNetwork(),
    ],
  }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Accepted' }));
    await addRowsToList(canvas, table, ['Anna Streams']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['creator-1'] }]);
  },
};

const widths = atEachWidth(KeysPending);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
