import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisputeQueue } from '../../ui/src/quest-dispute/DisputeQueue.tsx';
import { DecideQuestDisputeMutation, OpenQuestDisputesQuery } from '../../apps/web/src/quests/operations/quest-disputes.operations.ts';
import { StaffDisputesPage } from '../../apps/web/src/quests/pages/StaffDisputesPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const queue = {
  openQuestDisputes: [
    {
      id: 'run-1',
      questId: 'quest-1',
      questName: 'Fjord Fishers launch streams',
      status: 'CONTENTREVIEW' as const,
      agreedAmount: { cents: 35_000 },
      creator: { id: 'creator-1', username: 'annastreams', displayName: 'Anna Streams' },
      submissions: [{ url: 'https://www.twitch.tv/videos/1', submittedAt: '2030-03-03T10:00:00.000Z' }],
      dispute: {
        openedBy: 'COMPANY' as const,
        reason: 'The stream showed another game for the whole hour.',
        openedAt: '2030-03-04T09:00:00.000Z',
      },
    },
  ],
};

const meta = {
  title: 'Pages/Staff/Disputes',
  component: StaffDisputesPage,
  subcomponents: { DisputeQueue },
  ...pageMeta({
    url: '/staff/disputes',
    role: 'staff',
    network: [
      gqlData(OpenQuestDisputesQuery, queue),
      gqlData(DecideQuestDisputeMutation, {
        decideQuestDispute: { id: 'run-1', status: 'REFUNDED', frozen: false, dispute: { refunded: 42_000 } },
      }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Disputes');
    await expect(await canvas.findByText('Fjord Fishers launch streams: Anna Streams')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Decision'), 'refund');
    await userEvent.type(canvas.getByLabelText('Why (both sides read this)'), 'The brief was not followed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await within(document.body).findByText('Decided: Refund the company.')).toBeInTheDocument();
  },
};

export const AlreadyDecided: Story = {
  parameters: pageAt({
    network: [
      gqlData(OpenQuestDisputesQuery, queue),
      gqlError(DecideQuestDisputeMutation, { code: 'QUEST.NO_OPEN_DISPUTE', message: 'This deal has no open dispute to decide.' }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Decision'), 'release');
    await userEvent.type(canvas.getByLabelText('Why (both sides read this)'), 'Delivered.');
    await userEvent.click(canvas.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This deal has no open dispute to decide.');
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(OpenQuestDisputesQuery, { openQuestDisputes: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open disputes')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(OpenQuestDisputesQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
