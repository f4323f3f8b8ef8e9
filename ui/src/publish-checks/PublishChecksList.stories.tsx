import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { draftChecks } from './publish-check-fixtures.ts';
import { PublishChecksList } from './PublishChecksList.tsx';

const meta = {
  title: 'Publishing/Publish checks list',
  component: PublishChecksList,
  args: { checks: draftChecks, onFix: fn() },
  parameters: viewportParameters,
} satisfies Meta<typeof PublishChecksList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every failed check is listed; Fix names its check and passes its id back. */
export const Failing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '5 things to fix before publishing' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: Add at least one set of keys.' }));
    await expect(args.onFix).toHaveBeenCalledWith('campaign.keys');
  },
};

export const OneCheck: Story = {
  args: { checks: draftChecks.slice(4) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '1 thing to fix before publishing' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: Verify your email address to publish.' }));
    await expect(args.onFix).toHaveBeenCalledWith('campaign.verifiedEmail');
  },
};

/** One checklist for every activation kind: a Quest's or a Mission's checks name their own steps. */
export const QuestChecks: Story = {
  args: {
    checks: [
      { id: 'quest.budget', message: 'Set a budget.', step: 'general' },
      { id: 'quest.deliverables', message: 'Add at least one deliverable.', step: 'goalsAndInfo' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: '2 things to fix before publishing' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: Add at least one deliverable.' }));
    await expect(args.onFix).toHaveBeenCalledWith('quest.deliverables');
  },
};

export const AllMet: Story = {
  args: { checks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Every publish check is met.');
    await expect(canvas.queryByRole('button', { name: /Fix/ })).not.toBeInTheDocument();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
