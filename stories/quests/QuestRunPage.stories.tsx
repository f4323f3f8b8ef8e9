import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestLog } from '../../ui/src/quest-log/QuestLog.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import {
  CounterQuestOfferMutation,
  QuestPayoutTimelineQuery,
  QuestRunQuery,
} from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import { QuestRunPage } from '../../apps/web/src/quests/pages/QuestRunPage.tsx';
import { OpenQuestDisputeMutation } from '../../apps/web/src/quests/operations/quest-disputes.operations.ts';
import { GiveQuestBadgeMutation } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aRun, runView } from './quest-fixtures.ts';

const meta = {
  title: 'Pages/Quests/Quest log',
  component: QuestRunPage,
  subcomponents: { QuestLog },
  ...pageMeta({ url: '/campaigns/quests/quest-1/run-1', role: 'creator', network: [gqlData(QuestRunQuery, { questRun: runView() })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The deal approved and paid out to the creator. */
const paidOut = {
  status: 'COMPLETED' as const,
  tab: 'ended' as const,
  partyToAct: null,
  dueAt: null,
  agreedAmount: { cents: 35_000 },
  acceptedAt: '2030-03-02T13:00:00.000Z',
  paidAt: '2030-03-02T14:00:00.000Z',
  approvedAt: '2030-03-04T10:00:00.000Z',
  paidOutAt: '2030-03-04T10:01:00.000Z',
};
const approvedSubmission = {
  url: 'https://www.twitch.tv/videos/1',
  message: '',
  submittedAt: '2030-03-03T10:00:00.000Z',
  review: { decision: 'approved' as const, comment: '', reviewedAt: '2030-03-04T10:00:00.000Z' },
};
const completed = { ...paidOut, submissions: [approvedSubmission] };
const inReview = {
  status: 'CONTENTREVIEW' as const,
  partyToAct: 'COMPANY' as const,
  dueAt: '2030-03-08T10:00:00.000Z',
  agreedAmount: { cents: 35_000 },
  paidAt: '2030-03-02T14:00:00.000Z',
  submissions: [{ url: 'https://www.twitch.tv/videos/1', message: '', submittedAt: '2030-03-03T10:00:00.000Z', review: null }],
};
/** The payout timeline up to the bank's days, done or not yet. */
const payoutSent = (pendingDone: boolean) => [
  { step: 'approved', at: '2030-03-04T10:00:00.000Z', done: true, note: 'Your content was approved.' },
  { step: 'initiated', at: '2030-03-04T10:01:00.000Z', done: true, note: 'The payout was sent to the payout provider.' },
  {
    step: 'pending',
    at: '2030-03-04T10:01:00.000Z',
    done: pendingDone,
    note: 'Expected between 6 Mar 2030 and 7 Mar 2030 (2-3 bank days).',
  },
];

/** The company countered: the creator's turn, with the time left. */
export const Bidding: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams');
    await expect(await canvas.findByRole('button', { name: 'Accept $350.00' })).toBeVisible();
    await expect(canvas.getByText(/Your turn: [\d,]+ days/)).toBeVisible();
  },
};

/** Two clicks on Accept landing before the button is disabled accept the offer once. */
export const AcceptOnce: Story = {
  parameters: pageAt({
    network: () => {
      let accepted = 0;
      return [
        graphql.link('/api/gql').mutation('AcceptQuestOffer', () => {
          accepted += 1;
          (window as { offersAccepted?: number }).offersAccepted = accepted;
          return HttpResponse.json({ data: { acceptQuestOffer: aRun({ status: 'PENDING_PAYMENT' }) } });
        }),
        gqlData(QuestRunQuery, { questRun: runView() }),
      ];
    },
  }),
  play: async ({ canvas }) => {
    const accept = await canvas.findByRole('button', { name: 'Accept $350.00' });
    accept.click();
    accept.click();
    // Both clicks' requests would be out before the first answer's toast.
    await expect(await within(document.body).findByText('Offer accepted.')).toBeInTheDocument();
    await expect((window as { offersAccepted?: number }).offersAccepted).toBe(1);
  },
};

export const CounterFails: Story = {
  parameters: pageAt({
    network: [
      gqlError(CounterQuestOfferMutation, {
        code: 'QUEST.INVALID_AMOUNT',
        message: 'The amount must be greater than 0 and at most $1,000,000, in whole cents.',
      }),
      gqlData(QuestRunQuery, { questRun: runView() }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Counter offer' }));
    await userEvent.clear(canvas.getByLabelText('Rate in USD'));
    await userEvent.type(canvas.getByLabelText('Rate in USD'), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Send counter offer' }));
    await expect(await canvas.findByText(/greater than 0/)).toBeVisible();
  },
};

/** Approved and paid out: the closed messages and the payout timeline. */
export const Completed: Story = {
  parameters: pageAt({
    network: [
      gqlData(QuestRunQuery, { questRun: runView(completed) }),
      gqlData(QuestPayoutTimelineQuery, {
        questPayoutTimeline: [...payoutSent(false), { step: 'paid', at: null, done: false, note: 'The money is in your account.' }],
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This Quest is completed.')).toBeVisible();
    await expect(await canvas.findByText('Expected between 6 Mar 2030 and 7 Mar 2030 (2-3 bank days).')).toBeVisible();
  },
};

/** The provider failed the payout: failed everywhere (badge, Results, timeline), with what to do, never ticked as done. */
export const PayoutFailed: Story = {
  parameters: pageAt({
    network: [
      gqlData(QuestRunQuery, { questRun: runView({ ...paidOut, payoutStatus: 'failed' }) }),
      gqlData(QuestPayoutTimelineQuery, {
        questPayoutTimeline: [
          ...payoutSent(true),
          {
            step: 'failed',
            at: null,
            done: true,
            note: 'The payout failed: Account closed. Fix your payout details under Settings, Payments: it is sent again as soon as you save them.',
          },
        ],
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payout failed', { selector: '.status-badge' })).toBeVisible();
    await expect(canvas.queryByText('Completed')).toBeNull();
    await expect(canvas.queryByText('This Quest is completed.')).toBeNull();
    await expect(canvas.queryByText(/Payout initiated on/)).toBeNull();
    await expect(await canvas.findByText(/^The payout failed\. Fix your payout details/)).toBeVisible();
    await expect(await canvas.findByText('✗ Payout failed')).toBeVisible();
    await expect(canvas.queryByText('✓ Payout failed')).toBeNull();
    await expect(await canvas.findByText(/Account closed/)).toBeVisible();
  },
};

/** A paid deal: the creator asks staff to decide, and the log then says payout and deadlines are on hold. */
export const OpenDispute: Story = {
  parameters: pageAt({
    network: [
      gqlData(OpenQuestDisputeMutation, { openQuestDispute: { id: 'run-1', status: 'CONTENTREVIEW', frozen: true } }),
      gqlData(QuestRunQuery, { questRun: runView(inReview) }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open a dispute' }));
    await userEvent.type(canvas.getByLabelText('What went wrong?'), 'The company asks for a second stream the deal never had.');
    await userEvent.click(canvas.getByRole('button', { name: 'Open the dispute' }));
    await expect(
      await within(document.body).findByText('Dispute opened: staff will decide, payout is on hold until then.'),
    ).toBeInTheDocument();
  },
};

/** Under an open dispute: no one can open another, and both sides read why it is held. */
export const Disputed: Story = {
  parameters: pageAt({
    network: [
      gqlData(QuestRunQuery, {
        questRun: runView({
          ...inReview,
          frozen: true,
          dispute: {
            openedBy: 'COMPANY',
            reason: 'The stream showed another game for the whole hour.',
            openedAt: '2030-03-04T09:00:00.000Z',
            decision: null,
            staffNote: '',
            decidedAt: null,
          },
        }),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dispute open: payout and deadlines are on hold')).toBeVisible();
    await expect(canvas.getByText('The stream showed another game for the whole hour.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open a dispute' })).toBeNull();
  },
};

/** Submitted and waiting for the company: the escrow safeguard is stated to the creator. */
export const InReview: Story = {
  parameters: pageAt({
    network: [gqlData(QuestRunQuery, { questRun: runView(inReview) })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/if it does not, your content is approved automatically/)).toBeVisible();
  },
};

/** An open quest's approved stream: 10 days to post it, then the creator says so and the platform is checked. */
export const ApprovedToPost: Story = {
  parameters: pageAt({
    network: [
      gqlData(QuestRunQuery, {
        questRun: runView({
          ...inReview,
          status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
          partyToAct: 'CREATOR',
          dueAt: '2030-03-14T10:00:00.000Z',
          approvedAt: '2030-03-04T10:00:00.000Z',
          submissions: [approvedSubmission],
        }),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/post it publicly within 10 days of approval/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I posted the content' })).toBeEnabled();
  },
};

export const Loading: Story = loadingStory(QuestRunQuery);

const widths = atEachWidth(Bidding);
export const Phone = widths.phone;
export const Tablet = widths.tablet;

const greatPartner = { badge: 'GREAT_PARTNER' as const, label: 'Great partner', givenAt: '2030-03-05T10:00:00.000Z' };

/** The company honours a completed deal: each badge once; the given one shows and leaves the choices. */
export const CompanyGivesABadge: Story = {
  parameters: pageAt({
    role: 'companyOwner',
    network: () => {
      let badges: (typeof greatPartner)[] = [];
      return [
        gqlDataFor(GiveQuestBadgeMutation, () => {
          badges = [greatPartner];
          return { giveQuestBadge: runView({ ...completed, badges }) };
        }),
        gqlDataFor(QuestRunQuery, () => ({ questRun: runView({ ...completed, badges }) })),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Give “Great partner”' }));
    await expect(await within(document.body).findByText('Badge given: Great partner.')).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Badges' })).toHaveTextContent('Great partner');
    await expect(canvas.queryByRole('button', { name: 'Give “Great partner”' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Give “Superb content”' })).toBeVisible();
  },
};

/** The creator sees the badges the company gave, with nothing to press. */
export const CreatorSeesBadges: Story = {
  parameters: pageAt({
    network: [
      gqlData(QuestRunQuery, { questRun: runView({ ...completed, badges: [greatPartner] }) }),
      gqlData(QuestPayoutTimelineQuery, { questPayoutTimeline: [] }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Badges' })).toHaveTextContent('Great partner');
    await expect(canvas.queryByRole('group', { name: 'Give a badge' })).toBeNull();
  },
};
