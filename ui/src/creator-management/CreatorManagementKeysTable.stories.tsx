import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activeRows, pendingRows, STORY_NOW } from '../key-participants/participant-fixtures.ts';
import { CreatorManagementKeysTable, type CompanyKeyParticipantRow } from './CreatorManagementKeysTable.tsx';

const withCampaign = (rows: typeof pendingRows, name: string): CompanyKeyParticipantRow[] =>
  rows.map((r, i) => ({ ...r, creatorId: `u-${r.id}`, campaign: { id: `k-${i % 2}`, name: i % 2 ? `${name} II` : name } }));

const meta = {
  title: 'Company/Creator management keys table',
  component: CreatorManagementKeysTable,
  args: {
    tab: 'pending',
    rows: withCampaign(pendingRows, 'Spring keys'),
    now: STORY_NOW,
    onReview: fn(),
    onAddToList: fn(),
    notesHref: (id: string) => `/company/notes?creator=${id}`,
  },
} satisfies Meta<typeof CreatorManagementKeysTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending requests of every campaign, each with how long it has waited for the company. */
export const Pending: Story = {
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('row', { name: /Anna Streams/ }));
    await expect(row.getByRole('link', { name: 'Spring keys' })).toHaveAttribute('href', '/campaigns/k-0/participants/pending');
    await expect(row.getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/company/notes?creator=u-p-1');
    await expect(canvas.getByRole('columnheader', { name: /Waiting/ })).toBeVisible();
    // Requested 18 March 08:30 UTC, seen on 20 March 10:00 UTC: two days and one whole hour.
    await expect(row.getByText('2 d 1 h')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Cleo Gaming/ })).getByText('14 h')).toBeVisible();
  },
};

export const BulkAccept: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Anna Streams on Spring keys' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accept selected' }));
    await expect(args.onReview).toHaveBeenCalledWith([expect.objectContaining({ id: 'p-1' })], 'accept');
  },
};

export const AddToList: Story = {
  args: { tab: 'active', rows: withCampaign(activeRows, 'Spring keys') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.queryByRole('button', { name: 'Accept selected' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }));
    const ids = activeRows.map((r) => `u-${r.id}`);
    await expect(args.onAddToList).toHaveBeenCalledWith(expect.arrayContaining(ids));
    // One id per creator, whichever order the rows were sorted in.
    await expect(args.onAddToList).toHaveBeenCalledWith(expect.toSatisfy((given: string[]) => given.length === ids.length));
  },
};

export const MoreOnServer: Story = {
  args: { hasMore: true, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more rows' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], tab: 'ended' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No creator has finished or been declined yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };
