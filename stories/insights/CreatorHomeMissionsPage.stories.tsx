import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CreatorHomeMissionsPage } from '../../apps/web/src/insights/pages/CreatorHomeMissionsPage.tsx';
import { MyMissionRunsQuery, type MyMissionRun } from '../../apps/web/src/missions/operations/creator-missions.operations.ts';
import { aMissionRun } from '../missions/mission-fixtures.ts';
import { gqlData } from '../support/network.ts';
import { failedStory, busyTableStory } from '../support/states.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';

const run = (id: string, name: string, changes: Partial<MyMissionRun>): MyMissionRun => ({
  ...aMissionRun({ id, missionId: `mission-${id}`, ...(changes as object) }),
  mission: { id: `mission-${id}`, name },
});

/** A finished mission, one awaiting approval, one not finished and a reward to claim, in no useful order. */
const annasRuns: MyMissionRun[] = [
  run('mr-1', 'Wishlist week', { state: 'completed', creatorLabel: 'Completed' }),
  run('mr-2', 'Clip the boss fight', { state: 'review', creatorLabel: 'Awaiting approval' }),
  run('mr-3', 'Stream two hours of co-op', { state: 'active' }),
  run('mr-4', 'Launch day stream', { state: 'claimReward', creatorLabel: 'Claim reward' }),
];

const meta = {
  title: 'Pages/Home/Creator home Missions',
  component: CreatorHomeMissionsPage,
  subcomponents: { CreatorHomeMissionsPage },
  ...pageMeta({ url: '/creator/home/missions', role: 'creator', network: [gqlData(MyMissionRunsQuery, { myMissionRuns: annasRuns })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reward to claim leads, then the unfinished run; each says the creator's next step. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your missions');
    await expect(canvas.getByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('table', { name: 'Mission runs' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Launch day stream', 'Stream two hours of co-op', 'Clip the boss fight', 'Wishlist week']),
    );
    await expect(within(table).getByRole('link', { name: 'Launch day stream' })).toHaveAttribute('href', '/missions/mission-mr-4');
    await expect(within(table).getByText('Claim your reward')).toBeVisible();
    await expect(canvas.getByText('2 waiting on you.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(MyMissionRunsQuery, { myMissionRuns: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No missions yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Creator Program' })).toHaveAttribute('href', '/creator-programs');
  },
};

export const Loading: Story = busyTableStory(MyMissionRunsQuery, 'Your missions', 'Mission runs');

export const Failed: Story = failedStory(MyMissionRunsQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
