import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { AddToListForm } from './AddToListForm.tsx';
import { CreatorListCreatorsTable } from './CreatorListCreatorsTable.tsx';
import { CreatorListNameForm } from './CreatorListNameForm.tsx';
import { CreatorListsTable } from './CreatorListsTable.tsx';

const lists = [
  { id: 'l-1', name: 'Nordic streamers', creatorCount: 12 },
  { id: 'l-2', name: 'Cosy games', creatorCount: 0 },
];

const meta = {
  title: 'Creator lists/Lists table',
  component: CreatorListsTable,
  subcomponents: { CreatorListNameForm, CreatorListCreatorsTable, AddToListForm },
  args: {
    lists,
    hrefOf: (list: { id: string }) => `/company/creator-lists/creators?list=${list.id}`,
    onRename: fn(async () => true),
    onDelete: fn(),
  },
  parameters: viewportParameters,
} satisfies Meta<typeof CreatorListsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each list with its count, linking to its creators. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Nordic streamers' })).toHaveAttribute(
      'href',
      '/company/creator-lists/creators?list=l-1',
    );
    await expect(canvas.getByRole('cell', { name: '12' })).toBeVisible();
  },
};

/** Rename opens the name inline; saving sends the trimmed name and closes it. */
export const Rename: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Cosy games' }));
    const field = canvas.getByLabelText('New name for Cosy games');
    await userEvent.clear(field);
    await userEvent.type(field, '  Cosy autumn ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith('l-2', 'Cosy autumn'));
    await waitFor(() => expect(canvas.queryByLabelText('New name for Cosy games')).not.toBeInTheDocument());
  },
};

/** A taken name is shown at the field, and the form stays open. */
export const RenameTaken: Story = {
  args: {
    onRename: fn(async () => false),
    renameError: { code: 'CREATOR_LISTS.NAME_TAKEN', field: 'name', message: 'You already have a creator list with this name.' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Cosy games' }));
    await expect(await canvas.findByText('You already have a creator list with this name.')).toBeVisible();
  },
};

/** Delete asks first; cancelling deletes nothing. */
export const Delete: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Nordic streamers' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete Nordic streamers?' }));
    await expect(dialog.getByText(/its 12 creators go/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Nordic streamers' }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Delete list' }));
    await expect(args.onDelete).toHaveBeenCalledWith('l-1');
  },
};

export const Empty: Story = {
  args: { lists: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'No creator lists yet' })).toBeVisible(),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'),
};

export const Failed: Story = {
  args: { error: 'Something went wrong. Please try again later.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.'),
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
