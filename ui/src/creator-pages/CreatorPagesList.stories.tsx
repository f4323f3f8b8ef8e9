import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CreatorPagesList } from './CreatorPagesList.tsx';

const page = (n: number, slug: string, title: string) => ({
  id: `p-${n}`,
  slug,
  title,
  bio: null,
  links: [],
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const meta = {
  title: 'Creator pages/Creator pages list',
  component: CreatorPagesList,
  args: { pages: [page(1, 'anna-streams', 'Anna streams cozy games'), page(2, 'anna-speedruns', 'Speedruns with Anna')], onDelete: fn() },
} satisfies Meta<typeof CreatorPagesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your pages (2 of 6)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Anna streams cozy games' })).toHaveAttribute('href', '/anna-streams');
    await expect(canvas.getByRole('link', { name: 'Edit Speedruns with Anna' })).toHaveAttribute('href', '/anna-speedruns/edit');
  },
};

export const Empty: Story = {
  args: { pages: [] },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'No creator pages yet' })).toBeVisible(),
};

/** Delete asks first; only the confirmation deletes. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Speedruns with Anna' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete “Speedruns with Anna”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Speedruns with Anna' }));
    await userEvent.click(within(document.body).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith('p-2'));
  },
};

export const Deleting: Story = {
  args: { busyIds: ['p-1'] },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Delete Anna streams cozy games' })).toBeDisabled(),
};
