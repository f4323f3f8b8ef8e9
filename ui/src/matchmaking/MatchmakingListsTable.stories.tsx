import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { MatchmakingListsTable } from './MatchmakingListsTable.tsx';

const meta = {
  title: 'Matchmaking/Lists table',
  component: MatchmakingListsTable,
  args: {
    lists: [
      {
        id: 'm-1',
        createdAt: '2026-03-02T09:30:00.000Z',
        matchCount: 42,
        selectedCount: 5,
        brief: { activationName: 'Spring Stream Quest', activationType: 'QUEST', objective: 'AWARENESS', gameName: 'Frostpunk 2' },
      },
    ],
    hrefOf: (list: { id: string }) => `/company/creator-management/invite-creators/matchmaking/${list.id}`,
  },
  parameters: viewportParameters,
} satisfies Meta<typeof MatchmakingListsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each list links to its results, with its counts. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Spring Stream Quest/ })).toHaveAttribute(
      'href',
      '/company/creator-management/invite-creators/matchmaking/m-1',
    );
    const row = canvas.getByRole('row', { name: /Spring Stream Quest/ });
    await expect(within(row).getByText('42')).toBeVisible();
    await expect(within(row).getByText('Awareness')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { lists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No matchmaking lists yet' })).toBeVisible();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };
