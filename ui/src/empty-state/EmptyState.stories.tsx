import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Display/Empty state',
  component: EmptyState,
  args: { title: 'No quests yet', children: <p>Quests you create appear here with their offers and results.</p> },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No quests yet' })).toBeVisible();
  },
};

export const WithLinkAction: Story = {
  args: { action: <AppLink href="/company/quests/create">Create a quest</AppLink>, illustration: '🎮' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create a quest' })).toHaveAttribute('href', '/company/quests/create');
  },
};

const onClear = fn();
export const WithButtonAction: Story = {
  args: {
    title: 'No results',
    headingLevel: 3,
    children: <p>No creators match these filters.</p>,
    action: (
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClear).toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No results');
  },
};

export const TitleOnly: Story = { args: { children: undefined } };
