import { FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CompanyMissionQuery,
  DeleteMissionMutation,
  MissionRunsQuery,
  ReviewMissionRunsMutation,
} from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { GrantVipAccessMutation } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { CompanyMissionPage } from '../../apps/web/src/missions/pages/CompanyMissionPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { atWidth } from '../../ui/src/story-helpers/shell-fixtures.tsx';
import { connection } from '../programs/program-fixtures.ts';
import { aCompanyMissionRun as aMissionRun, companyMission } from './mission-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

const bo = { id: 'creator-2', username: 'boplays', displayName: 'Bo Plays', authenticity: FLAGGED_AUTHENTICITY };
const ongoing = [aMissionRun(), aMissionRun({ id: 'mrun-2', creator: bo, joinedAt: '2030-03-03T10:00:00.000Z' })];
const inReview = [
  aMissionRun({
    state: 'review',
    creatorLabel: 'Awaiting approval',
    companyLabel: 'Review',
    submittedAt: '2030-03-05T18:00:00.000Z',
    submission: [
      {
        kind: 'url',
        url: 'https://clips.example.com/best-catch',
        message: null,
        postId: null,
        postType: null,
        postTitle: null,
        criterionId: 'crit-custom',
      },
      {
        kind: 'feed',
        url: null,
        message: null,
        postId: 'post-1',
        postType: 'STREAM',
        postTitle: 'Fjord Fishers winter update, first look',
        criterionId: null,
      },
    ],
  }),
];
const completed = [
  aMissionRun({
    state: 'completed',
    creatorLabel: 'Completed',
    companyLabel: 'Completed',
    review: { outcome: 'accepted', by: 'SYSTEM', at: '2030-03-06T10:00:00.000Z', message: null, criteriaMet: true, sharePercent: 100 },
  }),
];

const network = (runs = ongoing) => [
  gqlData(CompanyMissionQuery, { companyMission: companyMission() }),
  gqlData(MissionRunsQuery, { missionRuns: connection(runs) }),
];

const meta = {
  title: 'Pages/Missions/Mission participants',
  component: CompanyMissionPage,
  ...pageMeta({ url: '/company/missions/mission-1', role: 'companyOwner', network: network() }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The creators taking the mission, with their label, run number and joined time. */
export const Ongoing: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Bo Plays (@boplays)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  },
};

/** A live mission is not asked to pass publish checks again (its start date is past by now). */
export const LiveWithoutPublishChecks: Story = {
  parameters: pageAt({
    network: [
      gqlData(CompanyMissionQuery, {
        companyMission: companyMission({
          publishChecks: [{ id: 'startDate', message: 'Set a start date that is not in the past.', step: '', wizard: 'mission' } as never],
        }),
      }),
      gqlData(MissionRunsQuery, { missionRuns: connection(ongoing) }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(canvas.queryByText('Before publishing')).toBeNull();
    await expect(canvas.queryByText('Set a start date that is not in the past.')).toBeNull();
  },
};

/** Review: the submitted content; accepting someone below the criteria asks for a confirmation first. */
export const ReviewAcceptBelowCriteria: Story = {
  parameters: pageAt({
    url: '/company/missions/mission-1/review',
    network: () => {
      // The first Accept is refused for confirmation; the confirmed one goes through.
      let asked = false;
      return [
        graphql.link('/api/gql').mutation('ReviewMissionRuns', () => {
          if (asked) {
            return HttpResponse.json({
              data: {
                reviewMissionRuns: [aMissionRun({ state: 'claimReward', creatorLabel: 'Claim reward', companyLabel: 'Claim reward' })],
              },
            });
          }
          asked = true;
          return HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'This creator has not met the completion criteria. Accept anyway?',
                extensions: { code: 'MISSION.CRITERIA_NOT_MET_CONFIRMATION' },
              },
            ],
          });
        }),
        ...network(inReview),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /clips\.example\.com\/best-catch/ })).toBeVisible();
    await expect(canvas.getByText(/Stream: Fjord Fishers winter update, first look/)).toBeVisible();
    await userEvent.click(canvas.getByLabelText('Select Anna Streams'));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    const panel = within(await canvas.findByRole('form', { name: 'Accept the selected creators' }));
    await userEvent.click(panel.getByRole('button', { name: 'Accept' }));
    await expect(await panel.findByRole('button', { name: 'Accept anyway' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Accept anyway' }));
    await expect(await within(document.body).findByText('Accepted: rewards are claimable.')).toBeInTheDocument();
  },
};

/** At a desktop width the whole participants table fits: the Review column shows without scrolling sideways. */
export const ReviewColumnWithoutScrolling: Story = {
  globals: atWidth('desktop'),
  parameters: pageAt({ url: '/company/missions/mission-1/review', network: network(inReview) }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Mission run participants' });
    await expect(await within(table).findByRole('link', { name: /clips\.example\.com/ })).toBeVisible();
    const scroll = table.parentElement as HTMLElement;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    await expect(within(table).getByRole('columnheader', { name: 'Review' })).toBeVisible();
  },
};

/** Rejecting needs a message for the creator. */
export const RejectNeedsMessage: Story = {
  parameters: pageAt({
    url: '/company/missions/mission-1/review',
    network: [
      gqlError(ReviewMissionRunsMutation, {
        code: 'MISSION.REJECT_MESSAGE_REQUIRED',
        message: 'Tell the creator why, in a message.',
        field: 'message',
      }),
      ...network(inReview),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('Select Anna Streams'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const panel = within(await canvas.findByRole('form', { name: 'Reject the selected creators' }));
    await userEvent.click(panel.getByRole('button', { name: 'Reject' }));
    await expect(await panel.findByText('Tell the creator why, in a message.')).toBeVisible();
  },
};

/** Completed runs show who reviewed them: here the automatic review. */
export const Completed: Story = {
  parameters: pageAt({ url: '/company/missions/mission-1/completed', network: network(completed) }),
  play: async ({ canvas }) => expect(await canvas.findByText('accepted by automatic review')).toBeVisible(),
};

/** A Mission's creators, in any tab, go to a creator list from the table's selection. */
export const AddToList: Story = {
  parameters: pageAt({ url: '/company/missions/mission-1/completed', network: () => [...network(completed), ...addToListNetwork()] }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Mission run participants' }));
    await addRowsToList(canvas, table, ['Anna Streams']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['creator-1'] }]);
  },
};

/** VIP access per participant: Bo's waives location and language; granting Anna's says they still apply. */
export const GrantVipAccess: Story = {
  parameters: pageAt({
    network: [
      gqlData(GrantVipAccessMutation, { grantVipAccess: { id: 'vip-1', creatorId: 'creator-1', waivesLocationAndLanguage: false } }),
      ...network([ongoing[0]!, { ...ongoing[1]!, vipAccess: { waivesLocationAndLanguage: true } }]),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Also waive location and language for Bo Plays' })).toBeChecked());
    await expect(canvas.getByRole('checkbox', { name: 'VIP access for Bo Plays' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' }));
    await expect(
      await within(document.body).findByText('Anna Streams has VIP access; location and language still apply.'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: pageAt({ url: '/company/missions/mission-1/ended', network: network([]) }),
  play: async ({ canvas }) => expect(await canvas.findByText('Nobody here')).toBeVisible(),
};

/** Staff refused the company's first publish: their reason, back in draft. */
export const RefusedByStaff: Story = {
  parameters: pageAt({
    network: [
      gqlData(CompanyMissionQuery, {
        companyMission: companyMission({
          published: false,
          status: 'unpublished',
          reviewNote: 'The reward needs a description of how it is delivered.',
        }),
      }),
      gqlData(MissionRunsQuery, { missionRuns: connection([]) }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The reward needs a description of how it is delivered\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};

/** Spec 6: a closed mission that went live is archived, after the company confirms. */
export const DeleteClosedArchives: Story = {
  parameters: pageAt({
    network: [
      gqlData(DeleteMissionMutation, { deleteMission: { id: 'mission-1', archived: true } }),
      gqlData(CompanyMissionQuery, { companyMission: companyMission({ status: 'closed', published: false }) }),
      gqlData(MissionRunsQuery, { missionRuns: connection(ongoing) }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete mission' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delete this mission?' }));
    await expect(dialog.getByText(/it is archived/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText(/Archived: kept for results and reports/)).toBeInTheDocument();
  },
};

/** Live: Delete waits for Unpublish, and says so. */
export const DeleteWaitsForUnpublish: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByRole('button', { name: 'Delete mission' })).toHaveAccessibleDescription('Unpublish it first to delete it.');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyMissionQuery), gqlPending(MissionRunsQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(Ongoing);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
