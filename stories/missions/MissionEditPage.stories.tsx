import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CompanyMissionQuery,
  MissionRunsQuery,
  PublishMissionMutation,
  SaveMissionStepMutation,
} from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import { MissionEditPage } from '../../apps/web/src/missions/pages/MissionEditPage.tsx';
import { gqlData, gqlDataFor, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { findStep, missionSetupNetwork } from './mission-setup-network.ts';
import { connection } from '../programs/program-fixtures.ts';
import { aMission, companyMission } from './mission-fixtures.ts';

/** A draft without criteria or rewards: two publish checks fail. */
const draft = companyMission({
  published: false,
  status: 'unpublished',
  criteria: [],
  rewards: [],
  runCounts: [],
  publishChecks: [
    {
      id: 'mission.criterion',
      message: 'Add at least one completion criterion.',
      wizard: 'mission',
      step: 'completion-criteria',
      field: 'criteria',
    },
    { id: 'mission.reward', message: 'Add at least one reward.', wizard: 'mission', step: 'rewards', field: 'rewards' },
  ],
});

const network = missionSetupNetwork;

const meta = {
  title: 'Pages/Missions/Mission setup',
  component: MissionEditPage,
  ...pageMeta({ url: '/company/missions/mission-1/edit', role: 'companyOwner', network: network() }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(await findStep(canvas, 'General')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue('Stream the winter update'));
    const games = within(canvas.getByRole('group', { name: 'Games' }));
    // The mission's game stays chosen; the Code Manager's games are offered.
    await expect(games.getByLabelText('Fjord Fishers')).toBeChecked();
    await userEvent.click(await games.findByLabelText('Moonlight Drifters'));
    await expect(games.getByLabelText('Moonlight Drifters')).toBeChecked();
  },
};

/** What the SavesOneStep story's save sent. */
const sent: unknown[] = [];

/** Next saves the step on screen alone, then the next step's address opens. */
export const SavesOneStep: Story = {
  parameters: pageAt({
    network: () => {
      sent.length = 0;
      return [
        gqlDataFor(SaveMissionStepMutation, (variables) => {
          sent.push(variables);
          return { saveMissionStep: aMission({ name: 'Stream the winter update deluxe' }) };
        }),
        ...network(),
      ];
    },
  }),
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Stream the winter update'));
    await userEvent.type(name, ' deluxe');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await findStep(canvas, 'Completion criteria')).toBeVisible();
    await expect(sent).toEqual([
      { id: 'mission-1', step: 'general', values: expect.objectContaining({ name: 'Stream the winter update deluxe' }) },
    ]);
    await expect(Object.keys((sent[0] as { values: object }).values)).not.toContain('criteria');
  },
};

/** Groups of criteria: a tracked link needs its URL and call to action, custom content what to submit. */
export const CompletionCriteria: Story = {
  parameters: pageAt({ url: '/company/missions/mission-1/completion-criteria' }),
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Group 1' });
    await expect(within(group).getByLabelText('URL')).toHaveValue('https://store.example.com/fjord-fishers');
    await expect(within(group).getByLabelText('What to submit')).toHaveValue('A clip of your best catch');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a group' }));
    await expect(canvas.getByRole('group', { name: 'Group 2' })).toBeVisible();
  },
};

export const Rewards: Story = {
  parameters: pageAt({ url: '/company/missions/mission-1/rewards' }),
  play: async ({ canvas }) => {
    const codes = await canvas.findByRole('group', { name: 'Reward 1: codes' });
    // Spec 3's platforms, each named with its family.
    await expect(within(codes).getByRole('button', { name: 'Remove Steam (PC)' })).toBeVisible();
    await expect(within(codes).getByRole('button', { name: 'Remove Epic Games Store (PC)' })).toBeVisible();
    const hoodie = canvas.getByRole('group', { name: 'Reward 2: merchandise' });
    await expect(within(hoodie).getByLabelText('Collect a shipping address')).toBeChecked();
  },
};

/** Pro-rated rewards: declared on the Rewards step; a lowest share out of range is refused at its field. */
export const ProRatedRewards: Story = {
  parameters: pageAt({
    url: '/company/missions/mission-1/rewards',
    network: [
      gqlError(SaveMissionStepMutation, {
        code: 'MISSION.INVALID_FIELD',
        message: 'Lowest share of the target can be at most 99.',
        field: 'proRatedFromPercent',
      }),
      ...network(companyMission({ proRatedFromPercent: 40 })),
    ],
  }),
  play: async ({ canvas }) => {
    const proRating = await canvas.findByRole('group', { name: 'Pro-rated rewards' });
    await expect(within(proRating).getByLabelText('Pay a share of the code rewards for a share of the target')).toBeChecked();
    const lowest = within(proRating).getByLabelText('Lowest share of the target that pays (%)');
    await expect(lowest).toHaveValue('40');
    await userEvent.clear(lowest);
    await userEvent.type(lowest, '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and finish' }));
    await expect(await within(proRating).findByText('Lowest share of the target can be at most 99.')).toBeVisible();
  },
};

/** A refused field: the step stays open and says why, beside the field. */
export const SaveRefusedAtField: Story = {
  parameters: pageAt({
    url: '/company/missions/mission-1/completion-criteria',
    network: [
      gqlError(SaveMissionStepMutation, {
        code: 'MISSION.INVALID_FIELD',
        message: 'The amount must be a whole number of at least 1.',
        field: 'criteria.0.criteria.0.amount',
      }),
      ...network(),
    ],
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Group 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findAllByText('The amount must be a whole number of at least 1.')).not.toHaveLength(0);
    await expect(await findStep(canvas, 'Completion criteria')).toBeVisible();
  },
};

/** A draft that fails its checks: Publish waits for them, and each check's Fix opens the step that fixes it. */
export const PublishChecksWithFix: Story = {
  parameters: pageAt({ network: network(draft) }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByText('Fix the 2 publish checks below to publish.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fix: Add at least one reward.' }));
    await expect(await findStep(canvas, 'Rewards')).toBeVisible();
  },
};

/** The mission's own page lists the same checks: Fix opens the wizard at the step that fixes it. */
export const PublishFromMissionPageWithFix: Story = {
  parameters: pageAt({
    url: '/company/missions/mission-1',
    network: [
      gqlError(PublishMissionMutation, {
        code: 'PUBLISHING.CHECKS_FAILED',
        message: 'It cannot be published yet: 2 checks are not met.',
      }),
      gqlData(MissionRunsQuery, { missionRuns: connection([]) }),
      ...network(draft),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Stream the winter update');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('It cannot be published yet: 2 checks are not met.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '2 things to fix before publishing' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^Fix: / })[0]!);
    await expect(await findStep(canvas, 'Completion criteria')).toBeVisible();
  },
};

/** Leaving the wizard with unsaved edits asks first: Cancel stays with them, Discard goes. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue('Stream the winter update'));
    await userEvent.type(name, ' deluxe');
    const body = within(document.body);
    const leave = () => userEvent.click(canvas.getAllByRole('link', { name: 'Code Manager' })[0] as HTMLElement);
    await leave();
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByLabelText('Name')).toHaveValue('Stream the winter update deluxe');
    await leave();
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    await expect(await findPageHeading(canvas, 'Code Manager')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyMissionQuery), ...network()] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(CompletionCriteria);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
