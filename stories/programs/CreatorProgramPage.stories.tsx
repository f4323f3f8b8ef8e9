import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgramMissionsQuery } from '../../apps/web/src/missions/operations/creator-missions.operations.ts';
import {
  CreatorProgramPageQuery,
  ProgramActivationsQuery,
  type ProgramActivation,
} from '../../apps/web/src/programs/operations/creator-programs.operations.ts';
import { CreatorProgramPage } from '../../apps/web/src/programs/pages/CreatorProgramPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aMission, aMissionRun } from '../missions/mission-fixtures.ts';
import { programPage } from './program-fixtures.ts';

const missions = [
  { mission: aMission(), run: aMissionRun() },
  { mission: aMission({ id: 'mission-2', name: 'Clip your best catch', status: 'upcoming' }), run: null },
];

/** The program's access reaches a number of them: the one taken stays open, the rest are past it. */
const activations: ProgramActivation[] = [
  { id: 'quest-1', kind: 'quest', name: 'Winter launch stream', granted: true, takingPart: true, href: '/campaigns/quests/quest-1' },
  { id: 'quest-2', kind: 'quest', name: 'Spring review video', granted: false, takingPart: false, href: null },
];

const meta = {
  title: "Pages/Creator Programs/A program's page",
  component: CreatorProgramPage,
  ...pageMeta({
    url: '/creator-programs/program-1',
    role: 'creator',
    network: [
      gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('accepted') }),
      gqlData(ProgramMissionsQuery, { programMissions: missions }),
      gqlData(ProgramActivationsQuery, { programActivations: activations }),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: description, perks and the announcements. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Northern Lights Creators');
    await expect(canvas.getByText('Visit program')).toBeVisible();
    await expect(canvas.getByText('Early access builds')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'New build on Friday' })).toBeVisible();
  },
};

export const Missions: Story = {
  parameters: pageAt({ url: '/creator-programs/program-1/missions' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Missions' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('link', { name: 'Stream the winter update' })).toHaveAttribute('href', '/missions/mission-1');
    await expect(canvas.getByText(/Not finished/)).toBeVisible();
    await expect(canvas.getByText(/Not joined/)).toBeVisible();
  },
};

/** Quests under a number-limited access: the one taken opens, the other is past the member's access. */
export const Quests: Story = {
  parameters: pageAt({ url: '/creator-programs/program-1/quests' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Quests' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('link', { name: 'Winter launch stream' })).toHaveAttribute('href', '/campaigns/quests/quest-1');
    await expect(canvas.getByText("Members may take part in 2 of the program's Quests.")).toBeVisible();
    await expect(canvas.getByText(/You take part/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Spring review video' })).toBeNull();
    await expect(canvas.getByText(/Spring review video · Not included in your access/)).toBeVisible();
  },
};

export const Keys: Story = {
  parameters: pageAt({
    url: '/creator-programs/program-1/keys',
    network: [
      gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('accepted') }),
      gqlData(ProgramActivationsQuery, {
        programActivations: [{ id: 'key-1', kind: 'key', name: 'Beta keys', granted: true, takingPart: false, href: '/campaigns/key-1' }],
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Keys' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('link', { name: 'Beta keys' })).toHaveAttribute('href', '/campaigns/key-1');
  },
};

/** Not a member yet: Join program, announcements and missions kept for members. */
export const NotAMember: Story = {
  parameters: pageAt({
    url: '/creator-programs/program-1/missions',
    network: [gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Join program' })).toHaveAttribute('href', '/creator-programs/program-1/join');
    await expect(canvas.getByText('Missions are for members')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(CreatorProgramPageQuery);

const widths = atEachWidth(Missions);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
