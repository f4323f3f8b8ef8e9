import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopicHeader } from './TopicHeader.tsx';

const meta = {
  title: 'Creator topics/Topic header',
  component: TopicHeader,
  args: { name: 'RPG', following: true, onToggle: fn() },
} satisfies Meta<typeof TopicHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Following: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'RPG' })).toBeVisible();
    await expect(canvas.getByText('Following')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unfollow RPG' }));
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

export const NotFollowing: Story = {
  args: { following: false },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Not following')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow RPG' }));
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Unfollow RPG' })).toBeDisabled(),
};

/** The server refuses to unfollow the last genre: the reason shows under the button. */
export const LastTopicRefused: Story = {
  args: { error: 'RPG is the only genre you follow, and you need at least one: follow another before unfollowing it.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('RPG is the only genre you follow'),
};
