import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProgramMissionsQuery, PublicProgramMissionsQuery } from '../../apps/web/src/missions/operations/creator-missions.operations.ts';
import { publicMissions } from '../../ui/src/program-missions/program-missions-fixtures.ts';
import {
  CreatorProgramPageQuery,
  ProgramActivationsQuery,
  type ProgramActivation,
} from '../../apps/web/src/programs/operations/creator-programs.operations.ts';
import { CreatorProgramPage } from '../../apps/web/src/programs/pages/CreatorProgramPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aMission, aMissionRun } from '../missions/mission-fixtures.ts';
import { aProgram, programPage } from './program-fixtures.ts';

const missions = [
  { mission: aMission(), run: aMissionRun() },
  { mission: aMission({ id: 'mission-2', name: 'Clip your best catch', status: 'upcoming' }), run: null },
];

/** The program's access reaches a number of them: the one taken stays open, the rest are past it. */
const activations: ProgramActivation[] = [
  { id: 'quest-1', kind: 'quest', name: 'Winter launch stream', granted: true, takingPart: true, href: '/campaigns/quests/quest-1' },
  { id: 'quest-2', kind: 'quest', name: 'Spring review video', granted: false, takingPart: false, href: null },
];

/** Every story's program lists these open missions unless it says otherwise. */
const openMissions = gqlData(PublicProgramMissionsQuery, { publicProgramMissions: publicMissions });

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
      openMissions,
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
      openMissions,
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
    network: [gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') }), openMissions],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Join program' })).toHaveAttribute('href', '/creator-programs/program-1/join');
    await expect(canvas.getByText('Missions are for members')).toBeVisible();
  },
};

/** A signed-out visitor: what the program is, its open missions with rewards, and the way to sign up and come back. */
export const Visitor: Story = {
  parameters: pageAt({
    role: 'signedOut',
    network: [gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') }), openMissions],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Northern Lights Creators');
    await expect(canvas.getByRole('link', { name: 'Northern Lights Games' })).toHaveAttribute('href', '/company/c-1');
    await expect(await canvas.findByRole('heading', { name: 'Stream the winter update' })).toBeVisible();
    await expect(canvas.getByText('2 game codes for Steam, GOG')).toBeVisible();
    const back = `callbackUrl=${encodeURIComponent('/creator-programs/program-1')}`;
    await expect(canvas.getByRole('link', { name: 'Sign up as a creator' })).toHaveAttribute('href', `/register/creator?${back}`);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?${back}`);
    await expect(canvas.queryByRole('link', { name: 'Join program' })).toBeNull();
  },
};

/** A program that takes only the creators its company picked says so before anyone applies. */
export const PickedCreatorsOnly: Story = {
  parameters: pageAt({
    role: 'signedOut',
    network: [
      gqlData(CreatorProgramPageQuery, { creatorProgram: { ...programPage('none'), program: aProgram({ applicantsPicked: true }) } }),
      openMissions,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This program is open only to the creators the company picked for it.')).toBeVisible();
  },
};

/** A creator not yet in the program goes straight to the apply flow. */
export const CreatorNotJoined: Story = {
  parameters: pageAt({ network: [gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') }), openMissions] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Join program' })).toHaveAttribute('href', '/creator-programs/program-1/join');
    await expect(canvas.queryByRole('link', { name: 'Sign up as a creator' })).toBeNull();
  },
};

/** No open mission: the overview says so. */
export const NoOpenMissions: Story = {
  parameters: pageAt({
    role: 'signedOut',
    network: [
      gqlData(CreatorProgramPageQuery, { creatorProgram: programPage('none') }),
      gqlData(PublicProgramMissionsQuery, { publicProgramMissions: [] }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No open missions right now' })).toBeVisible();
  },
};

/** An unknown program: the not-found page. */
export const NotFound: Story = {
  parameters: pageAt({
    role: 'signedOut',
    network: [
      gqlError(CreatorProgramPageQuery, { code: 'PROGRAM.NOT_FOUND', message: 'The Creator Program does not exist.' }),
      openMissions,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · Lurkit'));
  },
};

export const Loading: Story = loadingStory(CreatorProgramPageQuery, [openMissions]);

const visitorWidths = atEachWidth(Visitor);
export const VisitorPhone = visitorWidths.phone;

const widths = atEachWidth(Missions);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
