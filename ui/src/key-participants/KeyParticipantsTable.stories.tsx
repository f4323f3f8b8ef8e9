import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyParticipantsTable } from './KeyParticipantsTable.tsx';
import { ReplaceKeyButton } from './ReplaceKeyButton.tsx';
import { activeRows, endedRows, pendingRows, STORY_NOW } from './participant-fixtures.ts';

const meta = {
  title: 'Keys/Participants table',
  component: KeyParticipantsTable,
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { ReplaceKeyButton },
  args: {
    tab: 'pending',
    tabHrefs: {
      pending: '/campaigns/c-1/participants/pending',
      active: '/campaigns/c-1/participants/active',
      ended: '/campaigns/c-1/participants/ended',
    },
    counts: { pending: 3, active: 3, ended: 2 },
    rows: pendingRows,
    now: STORY_NOW,
    onReview: fn(),
    onSendKitAgain: fn(),
  },
  parameters: viewportParameters,
} satisfies Meta<typeof KeyParticipantsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests to review: pending and waitlisted creators can be accepted or declined; times in Stockholm. */
export const Pending: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Pending (3)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('cell', { name: '18 Mar 2026, 09:30 CET' })).toBeVisible();
    await expect(canvas.getByText('No claims yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Björn Plays' }));
    await expect(args.onReview).toHaveBeenCalledWith(['p-2'], 'accept');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Anna Streams' }));
    await expect(args.onReview).toHaveBeenLastCalledWith(['p-1'], 'decline');
    // Waiting for access: Lurkit verifies the channel first; the company has nothing to decide yet.
    await expect(canvas.queryByRole('button', { name: 'Accept Cleo Gaming' })).not.toBeInTheDocument();
  },
};

/** Each request's risk beside it: a risky one opens onto its reasons, a quiet one reads low. */
export const RequestRisk: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Low risk')).toBeVisible();
    await userEvent.click(canvas.getByText('High risk'));
    const reasons = canvas.getByRole('list', { name: 'Key request risk reasons for Björn Plays' });
    await expect(within(reasons).getByText('The email address is at yopmail.com, a disposable mail service.')).toBeVisible();
    await expect(within(reasons).getByText('The account is 2 days old.')).toBeVisible();
  },
};

/** Selected requests are accepted or declined together. */
export const BulkReview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Anna Streams' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Björn Plays' }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Decline selected' }));
    await expect(args.onReview).toHaveBeenCalledWith(['p-1', 'p-2'], 'decline');
  },
};

/** Claimed keys with their content due date; overdue content stands out, codes can be sent again. */
export const Active: Story = {
  args: { tab: 'active', rows: activeRows },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Content due 9 Apr 2026, 11:00 CEST \(19 days left\)/)).toBeVisible();
    await expect(canvas.getByText(/\(Overdue by 8 days\)/)).toHaveClass('participants__overdue');
    await expect(canvas.getByText('Sent again 1×')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send creator-kit codes again Farid Tactics' }));
    await expect(args.onSendKitAgain).toHaveBeenCalledWith('a-3');
    await expect(canvas.queryByRole('button', { name: 'Send creator-kit codes again Dana Duels' })).not.toBeInTheDocument();
  },
};

/** A key that does not redeem: the company confirms, and the row says which key replaced which. */
export const ReplaceKey: Story = {
  args: { tab: 'active', rows: activeRows, onReplaceKey: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('••••••••••0001 marked bad 12 Mar 2026, replaced by ••••••••••0002')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark key bad and replace for Farid Tactics' }));
    const dialog = await canvas.findByRole('dialog', { name: "Replace Farid Tactics's PlayStation 5 key?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onReplaceKey).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark key bad and replace for Farid Tactics' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: "Replace Farid Tactics's PlayStation 5 key?" })).getByRole('button', {
        name: 'Mark bad and replace',
      }),
    );
    await expect(args.onReplaceKey).toHaveBeenCalledWith('a-3');
    await expect(canvas.queryByRole('button', { name: 'Mark key bad and replace for Dana Duels' })).not.toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: { tab: 'ended', rows: endedRows },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View content by Greta Speedruns' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=frostfall1',
    );
    await expect(canvas.getByText('On time')).toBeVisible();
    await expect(canvas.getByText('Rejected')).toBeVisible();
  },
};

/** A request the system declined when the answer deadline passed says why, not just "Rejected". */
export const DeclinedAutomatically: Story = {
  args: {
    tab: 'ended',
    rows: [{ ...endedRows[1]!, declineReason: 'The company did not answer within 7 days.' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('Declined automatically: The company did not answer within 7 days.')).toBeVisible();
  },
};

/** Creators of any tab go to a creator list in bulk. */
export const AddToList: Story = {
  args: { tab: 'active', rows: activeRows, onAddToList: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Dana Duels' }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.queryByRole('button', { name: 'Accept selected' })).not.toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Add to list' }));
    await expect(args.onAddToList).toHaveBeenCalledWith(['a-1']);
  },
};

/** A Report button per row when the page can report; it names the participant, not the creator's user. */
export const Report: Story = {
  args: { tab: 'active', rows: activeRows, onReport: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report Dana Duels' }));
    await expect(args.onReport).toHaveBeenCalledWith('a-1');
  },
};

/** VIP access per participant; the waiver checkbox shows once VIP is on. */
export const VipAccess: Story = {
  args: {
    rows: pendingRows.map((r) => (r.id === 'p-2' ? { ...r, vipAccess: { waivesLocationAndLanguage: false } } : r)),
    onVipChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'VIP access for Björn Plays' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Also waive location and language for Anna Streams' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Anna Streams' }));
    await expect(args.onVipChange).toHaveBeenCalledWith('p-1', { waivesLocationAndLanguage: false });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Also waive location and language for Björn Plays' }));
    await expect(args.onVipChange).toHaveBeenLastCalledWith('p-2', { waivesLocationAndLanguage: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'VIP access for Björn Plays' }));
    await expect(args.onVipChange).toHaveBeenLastCalledWith('p-2', null);
  },
};

export const Busy: Story = {
  args: { busyIds: ['p-1'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept Anna Streams' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Decline Anna Streams' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], counts: { pending: 0 } },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'No requests wait for review.' })).toBeVisible(),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'),
};

export const Failed: Story = {
  args: { error: 'Something went wrong. Please try again later.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.'),
};

/** The table scrolls by itself on a phone; the page does not. */
export const Phone: Story = { args: { tab: 'active', rows: activeRows }, globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { args: { tab: 'active', rows: activeRows }, globals: { theme: 'light' } };
