import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramMissionList } from './ProgramMissionList.tsx';
import { publicMissions } from './program-missions-fixtures.ts';

const meta = {
  title: 'Creator Programs/Program missions',
  component: ProgramMissionList,
  args: { missions: publicMissions },
} satisfies Meta<typeof ProgramMissionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each open mission with its dates and its rewards in words. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Stream the winter update' })).toBeVisible();
    const rewards = canvas.getByRole('list', { name: 'Rewards of Stream the winter update' });
    await expect(rewards).toHaveTextContent('Lurkit hoodie (20 items in total)');
    await expect(rewards).toHaveTextContent('2 game codes for Steam, GOG');
    await expect(canvas.getByText(/Shout-out: On our channel/)).toBeVisible();
    await expect(canvas.getByText(/no end date · Unlimited/)).toBeVisible();
  },
};

/** No mission open: the list says so instead of showing nothing. */
export const Empty: Story = {
  args: { missions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open missions right now' })).toBeVisible();
  },
};

/** A mission without rewards still reads whole. */
export const WithoutRewards: Story = {
  args: { missions: [{ ...publicMissions[0]!, rewards: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rewards listed.')).toBeVisible();
  },
};
