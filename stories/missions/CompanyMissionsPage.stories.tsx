import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CompanyMissionsQuery } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { CompanyMissionsPage } from '../../apps/web/src/missions/pages/CompanyMissionsPage.tsx';
import { MyCreatorProgramQuery } from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { gqlData, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { myProgram } from '../programs/program-fixtures.ts';
import { missionListItem } from './mission-fixtures.ts';

const missions = [
  missionListItem(),
  missionListItem({ id: 'mission-2', name: 'Clip your best catch', status: 'unpublished', published: false, runCounts: [] }),
];

const meta = {
  title: 'Pages/Missions/Company missions',
  component: CompanyMissionsPage,
  ...pageMeta({
    url: '/company/missions',
    role: 'companyOwner',
    network: [
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
      gqlData(CompanyMissionsQuery, { companyMissions: missions }),
      // The mission setup that Create a mission opens offers the company's Code Manager items as rewards.
      gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every mission with its status, start, repeats and how many creators joined. */
export const List: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Missions');
    await expect(await canvas.findByRole('link', { name: 'Stream the winter update' })).toHaveAttribute(
      'href',
      '/company/missions/mission-1',
    );
    await expect(canvas.getByRole('cell', { name: '4' })).toBeVisible();
  },
};

/** The create-activation wizard, the same as on the Keys and Quests lists: Mission opens the Mission setup. */
export const CreateAMission: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Game promotion Quest' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mission' }));
    await findPageHeading(canvas, 'Create a mission');
  },
};

/** Ended: only the missions that are over, under the activations' Ended tab. */
export const Ended: Story = {
  parameters: pageAt({
    url: '/company/activations/missions/ended',
    network: [
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
      gqlData(CompanyMissionsQuery, {
        companyMissions: [...missions, missionListItem({ id: 'mission-3', name: 'Autumn streams', status: 'ended' })],
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('link', { name: 'Autumn streams' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Stream the winter update' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: pageAt({
    network: [gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }), gqlData(CompanyMissionsQuery, { companyMissions: [] })],
  }),
  play: async ({ canvas }) => expect(await canvas.findByText('No missions yet')).toBeVisible(),
};

/** Without a Creator Program there is nobody to take a mission: the way to create the program. */
export const NoProgram: Story = {
  parameters: pageAt({
    network: [gqlData(MyCreatorProgramQuery, { myCreatorProgram: null }), gqlData(CompanyMissionsQuery, { companyMissions: [] })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Missions belong to a Creator Program')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a Creator Program' })).toHaveAttribute('href', '/creator-programs/new/edit');
    // The other activations can still be created; a Mission says why it cannot.
    const mission = canvas.getByRole('button', { name: 'Mission' });
    await expect(mission).toBeDisabled();
    await expect(mission).toHaveAccessibleDescription(expect.stringContaining('Missions belong to a Creator Program: create yours first.'));
    await expect(canvas.getByRole('button', { name: 'Key campaign' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyMissionsQuery), gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() })] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(List);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
