import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Card } from '../card/Card.tsx';
import { ExploreSection } from './ExploreSection.tsx';

const onLoadMore = fn();
const meta = {
  title: 'Public/Explore section',
  component: ExploreSection,
  args: {
    title: 'Key campaigns',
    description: 'Free keys for creators.',
    emptyTitle: 'No Key campaigns right now',
    items: [
      { key: '1', card: <Card title="Moonlight Drifters" href="/campaigns/1" /> },
      { key: '2', card: <Card title="Harbor Lights" href="/campaigns/2" /> },
    ],
    hasMore: true,
    onLoadMore,
  },
} satisfies Meta<typeof ExploreSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Harbor Lights' })).toHaveAttribute('href', '/campaigns/2');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more key campaigns' }));
    await expect(onLoadMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [], hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Key campaigns right now' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { items: [], hasMore: false, error: 'Something went wrong. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};
