import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { initialsOf } from './initials.ts';
import { Avatar } from './Avatar.tsx';

/** A tiny inline picture so the story needs no network. */
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#8b7bff"/><circle cx="32" cy="26" r="12" fill="#0f1117"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Anna Streams', src: picture },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveAttribute('src', picture);
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS');
    await expect(initialsOf('annastreams')).toBe('A');
    await expect(initialsOf('  Olivia  de la Cruz ')).toBe('OC');
  },
};

/** A picture that cannot load turns into initials instead of a broken image. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Anna Streams' })).toHaveTextContent('AS'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={null} />
    </div>
  ),
};

export const Decorative: Story = {
  args: { src: null, decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
