import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportQueue } from './ReportQueue.tsx';

const meta = {
  title: 'Reports/Report queue',
  component: ReportQueue,
  args: {
    reports: [
      {
        report: {
          id: 'r1',
          reason: 'fakeAudience',
          note: 'Viewers jump at 3 am with an empty chat.',
          createdAt: '2026-11-25T09:30:00.000Z',
        },
        reporter: { id: 'u1', username: 'democompany', displayName: 'Demo Studio' },
        reportedUsers: [{ id: 'u2', username: 'democreator', displayName: 'Demo Creator' }],
      },
      {
        report: { id: 'r2', reason: 'spam', note: null, createdAt: '2026-11-25T10:00:00.000Z' },
        reporter: null,
        reportedUsers: [{ id: 'u3', username: 'spammer', displayName: 'Spammer' }],
      },
    ],
    onDecide: fn(),
  },
} satisfies Meta<typeof ReportQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times in Stockholm; each report closes as dismissed or actioned. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Fake viewers or followers')).toBeVisible();
    await expect(canvas.getByText('Viewers jump at 3 am with an empty chat.')).toBeVisible();
    await expect(canvas.getByText('A deleted account')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await expect(args.onDecide).toHaveBeenCalledWith('r1', 'dismissed');
  },
};

export const Empty: Story = {
  args: { reports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open reports')).toBeVisible();
  },
};
