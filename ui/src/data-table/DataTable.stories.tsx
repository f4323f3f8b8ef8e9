import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { creators, type CreatorRow } from '../story-helpers/creator-fixtures.ts';
import { DataTable, type DataColumn } from './DataTable.tsx';
import { SelectCheckbox } from './SelectCheckbox.tsx';
import { SortHeader } from './SortHeader.tsx';
import { BulkActionsBar } from './BulkActionsBar.tsx';

const columns: DataColumn<CreatorRow>[] = [
  { id: 'name', header: 'Creator', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'followers',
    header: 'Followers',
    cell: (row) => row.followers.toLocaleString('en-US'),
    sortValue: (row) => row.followers,
    align: 'end',
  },
  { id: 'state', header: 'Status', cell: (row) => <StatusBadge kind="participation" status={row.state} /> },
];

const meta = {
  title: 'Display/Data table',
  // Parts rendered inside this component; listed so the docs page shows their props.
  subcomponents: { SelectCheckbox, SortHeader, BulkActionsBar },
  component: DataTable<CreatorRow>,
  args: { caption: 'Participants', columns, rows: creators, getRowId: (row) => row.id, rowLabel: (row) => row.name, pageSize: 5 },
} satisfies Meta<typeof DataTable<CreatorRow>>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The creator names in the order the body rows show them. */
const shownNames = (canvas: Canvas) =>
  within(canvas.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row)
          .getAllByRole('cell')
          .find((cell) => creators.some((c) => c.name === cell.textContent))?.textContent,
    );

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Participants' })).toBeVisible();
    await expect(shownNames(canvas)).toEqual(creators.slice(0, 5).map((c) => c.name));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

/** Clicking a heading sorts ascending, again descending; aria-sort follows. */
export const Sorting: Story = {
  play: async ({ canvas, userEvent }) => {
    const byFollowers = [...creators].sort((a, b) => a.followers - b.followers);
    await userEvent.click(canvas.getByRole('button', { name: /Followers/ }));
    await expect(canvas.getByRole('columnheader', { name: /Followers/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(shownNames(canvas)).toEqual(byFollowers.slice(0, 5).map((c) => c.name));
    await userEvent.click(canvas.getByRole('button', { name: /Followers/ }));
    await expect(canvas.getByRole('columnheader', { name: /Followers/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(shownNames(canvas)[0]).toBe(byFollowers.at(-1)?.name);
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');
  },
};

/** Text sorts ignoring case and accents: Åsa sits among the A names. */
export const SortedByName: Story = {
  args: { initialSort: { id: 'name' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Creator/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(shownNames(canvas).slice(0, 3)).toEqual(['Anna Streams', 'Åsa Arcade', 'Björn Plays']);
  },
};

export const Pagination: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(shownNames(canvas)).toEqual(creators.slice(5, 10).map((c) => c.name));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(shownNames(canvas)).toEqual(creators.slice(10).map((c) => c.name));
  },
};

export const WithBulkActions: Story = {
  args: {
    bulkActions: [
      { id: 'accept', label: 'Accept', variant: 'primary' },
      { id: 'reject', label: 'Reject', variant: 'danger' },
    ],
    onBulkAction: fn(),
  },
};

/** Selecting rows shows the bar with the count; its actions get the selected ids. */
export const Selection: Story = {
  args: WithBulkActions.args,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Anna Streams' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Cleo Gaming' }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
    await userEvent.click(bar.getByRole('button', { name: 'Accept' }));
    await expect(args.onBulkAction).toHaveBeenCalledWith('accept', ['creator-1', 'creator-3']);
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select Anna Streams' })).not.toBeChecked();
  },
};

/** The header checkbox selects the page; the selection survives paging. */
export const SelectAllOnPage: Story = {
  args: WithBulkActions.args,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByText('5 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Farid Tactics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onBulkAction).toHaveBeenCalledWith('reject', [
      'creator-1',
      'creator-2',
      'creator-3',
      'creator-4',
      'creator-5',
      'creator-6',
    ]);
  },
};

export const Loading: Story = {
  args: { ...WithBulkActions.args, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByText('Anna Streams')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    ...WithBulkActions.args,
    rows: [],
    empty: (
      <EmptyState title="No participants yet" headingLevel={3}>
        Creators who apply appear here.
      </EmptyState>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No participants yet' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeDisabled();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

export const LightTheme: Story = { args: WithBulkActions.args, globals: { theme: 'light' } };

/** Cursor paging: the server holds more rows; the button asks for the next page, appended below. */
export const MoreOnServer: Story = {
  args: { hasMore: true, onLoadMore: fn(), pageSize: 50 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more rows' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** The server's next rows arrive after the click: the table turns to the page where they begin. */
export const LoadMoreShowsNewRows: Story = {
  args: { pageSize: 5 },
  render: function LoadingMore(args) {
    const [rows, setRows] = useState(creators.slice(0, 5));
    return <DataTable {...args} rows={rows} hasMore={rows.length < creators.length} onLoadMore={() => setRows(creators.slice(0, 10))} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(shownNames(canvas)).toEqual(creators.slice(0, 5).map((c) => c.name));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more rows' }));
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
    await expect(shownNames(canvas)).toEqual(creators.slice(5, 10).map((c) => c.name));
  },
};
