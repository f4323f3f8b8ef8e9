import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PublicCreatorProfile } from './PublicCreatorProfile.tsx';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../insights/authenticity-fixtures.ts';

const meta = {
  title: 'Creator pages/Public creator profile',
  component: PublicCreatorProfile,
  args: {
    page: {
      slug: 'anna-streams',
      title: 'Anna streams cozy games',
      bio: 'Cozy games every weekday evening, Stockholm time.',
      links: [{ label: 'Discord', url: 'https://discord.gg/anna' }],
    },
    creatorName: 'Anna Streams',
    channels: [
      { provider: 'twitch', handle: 'annastreams', displayName: 'AnnaStreams', followers: 12_400 },
      { provider: 'youtube', handle: '@annastreams', displayName: 'Anna Streams', followers: 3_100 },
    ],
    completionRate: { rate: 0.75, onTime: 3, late: 1, missing: 0 },
  },
} satisfies Meta<typeof PublicCreatorProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna streams cozy games' })).toBeVisible();
    await expect(canvas.getByText('12,400 followers')).toBeVisible();
    await expect(canvas.getByText('3,100 subscribers')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Completion rate' })).toHaveTextContent('75%');
    await expect(canvas.queryByRole('link', { name: 'Edit page' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Audience authenticity' })).toBeNull();
  },
};

/** A company reads the audience's authenticity: a flagged one with its reasons in words. */
export const FlaggedAudience: Story = {
  args: { authenticity: FLAGGED_AUTHENTICITY },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Audience authenticity' });
    await expect(section).toHaveTextContent('35/100');
    await expect(canvas.getByText('Doubtful')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Signals' }).querySelectorAll('li')).toHaveLength(2);
  },
};

export const CleanAudience: Story = {
  args: { authenticity: CLEAN_AUTHENTICITY },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Likely genuine')).toBeVisible();
    await expect(canvas.getByText(/look like an ordinary audience/)).toBeVisible();
  },
};

/** A missing submission lowers the completion rate the page shows. */
export const LowCompletionRate: Story = {
  args: { completionRate: { rate: 0.5, onTime: 1, late: 0, missing: 1 } },
  play: async ({ canvas }) =>
    expect(canvas.getByRole('group', { name: 'Completion rate' })).toHaveTextContent('1 on time, 0 late, 1 missing'),
};

export const NoChannelsYet: Story = {
  args: {
    channels: [],
    completionRate: { rate: null, onTime: 0, late: 0, missing: 0 },
    page: { slug: 'new', title: 'New here', bio: null, links: [] },
  },
  play: async ({ canvas }) => expect(canvas.getByText('No channels connected yet.')).toBeVisible(),
};

/** A company member viewing the page may add the creator to a creator list. */
export const AddToList: Story = {
  args: { onAddToList: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to list' }));
    await expect(args.onAddToList).toHaveBeenCalled();
  },
};

export const Owner: Story = {
  args: { viewerIsOwner: true },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', '/anna-streams/edit'),
};

/** The creator's profile picture heads the page; without one, their initials. */
export const WithPicture: Story = {
  args: {
    pictureUrl:
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#6d4bd8"/></svg>',
      ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
  },
};

export const WithoutPicture: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS'),
};
