import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddGameFeedForm } from './AddGameFeedForm.tsx';

const meta = {
  title: 'Public/Add game feed form',
  component: AddGameFeedForm,
  args: { gameName: 'Lantern Coast', onSubmit: fn() },
} satisfies Meta<typeof AddGameFeedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('RSS feed URL'), 'https://news.example/rss');
    await userEvent.click(canvas.getByLabelText('I am authorised to share this feed on Lurkit'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add feed' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ url: 'https://news.example/rss', authorized: true });
  },
};

/** Spec 5: both rules at their fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add feed' }));
    await expect(await canvas.findByText('RSS feed URL is required.')).toBeVisible();
    await expect(canvas.getByText('Confirm that you are authorised to share this feed.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { serverError: { code: 'GAMES.FEED_ALREADY_ADDED', message: 'This game already has this feed.', field: 'url' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This game already has this feed.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Add feed/ })).toBeDisabled();
  },
};
