import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RunTimeline } from './RunTimeline.tsx';

const meta = {
  title: 'Company/Run timeline',
  component: RunTimeline,
  args: {
    events: [
      {
        id: '1',
        at: '2026-03-02T09:15:00.000Z',
        creatorName: 'AnnaPlays',
        what: 'submitted content',
        activationName: 'Spring keys',
        by: 'USER',
      },
      { id: '2', at: '2026-03-01T22:30:00.000Z', creatorName: 'Björn', what: 'was accepted', activationName: 'Spring keys', by: 'COMPANY' },
    ],
  },
} satisfies Meta<typeof RunTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, in Stockholm time, saying who acted when it was not the creator. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('2 Mar 2026, 10:15AnnaPlays submitted content on Spring keys');
    await expect(items[1]).toHaveTextContent('Björn was accepted on Spring keys (by your company)');
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has happened yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the timeline…');
  },
};
