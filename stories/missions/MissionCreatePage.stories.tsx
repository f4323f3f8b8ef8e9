import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CreateMissionMutation } from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { MissionCreatePage } from '../../apps/web/src/missions/pages/MissionCreatePage.tsx';
import { MyCreatorProgramQuery } from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aMission } from './mission-fixtures.ts';
import { findStep, missionSetupNetwork } from './mission-setup-network.ts';

const meta = {
  title: 'Pages/Missions/New mission',
  component: MissionCreatePage,
  ...pageMeta({
    url: '/company/missions/create',
    role: 'companyOwner',
    network: [
      gqlData(CreateMissionMutation, { createMission: aMission({ published: false, status: 'unpublished' }) }),
      ...missionSetupNetwork(),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new mission: saving General creates the draft and the wizard goes on at Completion criteria. */
export const Create: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Create a mission');
    await userEvent.type(await canvas.findByLabelText('Name'), 'Stream the winter update');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await findStep(canvas, 'Completion criteria')).toBeVisible();
    await findPageHeading(canvas, 'Stream the winter update');
  },
};

/** Missions belong to the Creator Program: without one, the page sends the company to create it. */
export const NoProgram: Story = {
  parameters: pageAt({
    network: [gqlData(MyCreatorProgramQuery, { myCreatorProgram: null }), ...missionSetupNetwork()],
  }),
  play: async ({ canvas }) => expect(await canvas.findByRole('link', { name: 'Create a Creator Program' })).toBeVisible(),
};

const widths = atEachWidth(Create);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
