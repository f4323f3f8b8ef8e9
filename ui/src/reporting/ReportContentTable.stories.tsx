import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportContentTable } from './ReportContentTable.tsx';

const meta = {
  title: 'Reporting/Content table',
  component: ReportContentTable,
  args: {
    rows: [
      {
        id: 'p1',
        type: 'STREAM',
        title: 'Launch night',
        creatorName: 'Ada Plays',
        creatorHref: '/insights/creators/c1',
        gameName: 'Moonlight Drifters',
        views: 1_800,
        hoursWatched: 412.5,
        createdAt: '2026-05-02T18:00:00Z',
        activationNames: ['Moonlight Drifters keys', 'Creator Program'],
      },
      {
        id: 'p2',
        type: 'VIDEO',
        title: 'Ten tips',
        creatorName: 'Bo Builds',
        gameName: 'Moonlight Drifters',
        views: 22_000,
        hoursWatched: 980,
        createdAt: '2026-05-04T09:00:00Z',
        activationNames: ['Summer launch quest'],
      },
    ],
  },
} satisfies Meta<typeof ReportContentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each piece says what it counts for and when it was published (Stockholm date). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Ten tips (Video)');
    await expect(canvas.getByRole('cell', { name: 'Moonlight Drifters keys, Creator Program' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ada Plays' })).toHaveAttribute('href', '/insights/creators/c1');
    await expect(canvas.getByRole('cell', { name: '2 May 2026' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No content in this period.')).toBeVisible();
  },
};
