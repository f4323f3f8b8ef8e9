import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddToListForm } from './AddToListForm.tsx';

const meta = {
  title: 'Creator lists/Add to list form',
  component: AddToListForm,
  args: {
    count: 2,
    lists: [
      { id: 'l-1', name: 'Nordic streamers', creatorCount: 12 },
      { id: 'l-2', name: 'Cosy games', creatorCount: 0 },
    ],
    listsHref: '/company/creator-lists',
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AddToListForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 5: a creator list must be selected. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 creators' }));
    await expect(canvas.getByText('Choose a creator list.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Creator list'), 'Cosy games (0)');
    await userEvent.click(canvas.getByRole('button', { name: 'Add 2 creators' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('l-2');
  },
};

export const ServerError: Story = {
  args: { serverError: { code: 'CREATOR_LISTS.NOT_FOUND', message: 'This creator list does not exist.' } },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('This creator list does not exist.'),
};

export const Loading: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Add 2 creators' })).toHaveAttribute('aria-busy', 'true'),
};

/** Without lists the form points to where lists are made. */
export const NoLists: Story = {
  args: { lists: [], count: 1 },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/company/creator-lists'),
};
