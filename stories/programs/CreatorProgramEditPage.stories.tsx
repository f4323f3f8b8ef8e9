import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MyCreatorProgramQuery,
  SaveCreatorProgramMutation,
} from '../../apps/web/src/programs/operations/company-creator-program.operations.ts';
import { CreatorProgramEditPage } from '../../apps/web/src/programs/pages/CreatorProgramEditPage.tsx';
import { CreatorListsQuery } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { creatorLists } from '../creator-lists/creator-list-fixtures.ts';
import { gqlData, gqlDataFor, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLeaveHeld, findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aProgram, myProgram } from './program-fixtures.ts';

const meta = {
  title: 'Pages/Creator Programs/Program edit wizard',
  component: CreatorProgramEditPage,
  ...pageMeta({
    url: '/creator-programs/program-1/edit',
    role: 'companyOwner',
    network: [gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }), gqlData(CreatorListsQuery, creatorLists)],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Edit Northern Lights Creators');
    await expect(canvas.getByLabelText('Program name')).toHaveValue('Northern Lights Creators');
    await expect(canvas.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Number of Quests')).toHaveValue('2');
  },
};

export const Requirements: Story = {
  parameters: pageAt({ url: '/creator-programs/program-1/edit/requirements' }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Twitch followers (at least)')).toHaveValue('100'));
    await expect(canvas.getByLabelText('Languages (ISO codes, e.g. en sv)')).toHaveValue('en');
  },
};

/** Every figure the requirements kit knows can be asked, and continents are picked from the list; the save sends them. */
export const RequirementsEveryFigure: Story = {
  parameters: pageAt({
    url: '/creator-programs/program-1/edit/requirements',
    network: [
      gqlDataFor(SaveCreatorProgramMutation, ({ values }) => {
        const { audience, location } = values.requirements ?? {};
        const asked = audience?.twitchAverageConcurrentViewers === 250 && audience.youtubeAverageViewsPerShort === 1000;
        if (!asked || !location?.continents?.includes('europe')) throw new Error('The figures and continents were not sent.');
        return { saveCreatorProgram: myProgram() };
      }),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Twitch average concurrent viewers (at least)'), '250');
    await userEvent.type(canvas.getByLabelText('YouTube average views per short (at least)'), '1000');
    await userEvent.click(canvas.getByLabelText('Europe'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save program' }));
    await expect(await within(document.body).findByText('Creator Program saved.')).toBeInTheDocument();
  },
};

export const Perks: Story = {
  parameters: pageAt({ url: '/creator-programs/program-1/edit/perks' }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Perk 1')).toHaveValue('Early access builds'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a perk' }));
    await expect(canvas.getByLabelText('Perk 3')).toHaveValue('');
  },
};

export const ApplicationForm: Story = {
  parameters: pageAt({ url: '/creator-programs/program-1/edit/application-form' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Question 1' })).toBeVisible();
    await expect(canvas.getByLabelText('Code of conduct')).toHaveValue('Be kind in chat. No spoilers before the embargo.');
  },
};

/** The request SLA: the company chooses how long applications may wait; the choice goes out with the save. */
export const ResponseDeadline: Story = {
  parameters: pageAt({
    url: '/creator-programs/program-1/edit/application-form',
    network: [
      gqlDataFor(SaveCreatorProgramMutation, ({ values }) => ({
        saveCreatorProgram: aProgram({
          applicationResponseDays: (values as { applicationResponseDays: number | null }).applicationResponseDays,
        }),
      })),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
    ],
  }),
  play: async ({ canvas }) => {
    const deadline = await canvas.findByLabelText('Answer applications within');
    await expect(deadline).toHaveValue('none');
    await userEvent.selectOptions(deadline, '7 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Save program' }));
    await expect(await within(document.body).findByText('Creator Program saved.')).toBeInTheDocument();
  },
};

/** Who may apply: the company's creator lists are picked by name, and the save sends them with the ids picked by hand. */
export const RequirementsCreatorLists: Story = {
  parameters: pageAt({
    url: '/creator-programs/program-1/edit/requirements',
    network: [
      gqlDataFor(SaveCreatorProgramMutation, ({ values }) => {
        const { creatorListIds, whitelist } = values.requirements ?? {};
        if (JSON.stringify(creatorListIds) !== '["list-2"]' || JSON.stringify(whitelist) !== '["creator-7"]')
          throw new Error('The creator lists and the whitelist were not sent.');
        return { saveCreatorProgram: myProgram({ applicantsPicked: true, creatorListIds: ['list-2'], whitelist: ['creator-7'] }) };
      }),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram() }),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Every creator who meets the requirements may apply/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Creator lists (optional)' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Cosy games' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Creators picked by hand/ }), 'creator-7');
    await expect(canvas.getByText(/Only creators on these lists, or picked by user id, may apply/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save program' }));
    await expect(await within(document.body).findByText('Creator Program saved.')).toBeInTheDocument();
  },
};

/** Another company's list refused: the wizard shows the message under the list field. */
export const CreatorListRefused: Story = {
  parameters: pageAt({
    url: '/creator-programs/program-1/edit/requirements',
    network: [
      gqlError(SaveCreatorProgramMutation, {
        code: 'PROGRAMS.CREATOR_LIST_NOT_OWNED',
        message: 'Choose creator lists of your own company.',
        field: 'requirements.creatorListIds',
      }),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram({ applicantsPicked: true, creatorListIds: ['list-1'] }) }),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove Nordic streamers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save program' }));
    await expect(await canvas.findByText('Choose creator lists of your own company.')).toBeVisible();
  },
};

/** A refused field on another step: the wizard moves to that step and shows the message at the field. */
export const SaveRefusedAtField: Story = {
  parameters: pageAt({
    network: [
      gqlError(SaveCreatorProgramMutation, {
        code: 'PROGRAM.INVALID_FIELD',
        message: 'Code of conduct is required.',
        field: 'codeOfConduct',
      }),
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: myProgram({ codeOfConduct: '' }) }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save program' }));
    await expect(await canvas.findByText('Code of conduct is required.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Application form' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The first program: an empty form; saving creates it. */
export const CreateFirst: Story = {
  parameters: pageAt({
    url: '/creator-programs/new/edit',
    network: [
      gqlData(MyCreatorProgramQuery, { myCreatorProgram: null }),
      gqlData(SaveCreatorProgramMutation, { saveCreatorProgram: aProgram() }),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Create your Creator Program');
    await userEvent.type(canvas.getByLabelText('Program name'), 'Northern Lights Creators');
    await userEvent.click(canvas.getByRole('button', { name: 'Save program' }));
    await expect(await within(document.body).findByText('Creator Program saved.')).toBeInTheDocument();
  },
};

/** Its steps are tabs of one form: an edit goes along from tab to tab, and leaving the program with it asks first. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByLabelText('Program name');
    await waitFor(() => expect(name).toHaveValue('Northern Lights Creators'));
    await userEvent.type(name, ' X');
    await userEvent.click(canvas.getByRole('tab', { name: 'Perks' }));
    await expect(await canvas.findByLabelText('Perk 1')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Basic' }));
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getAllByRole('link', { name: 'Code Manager' })[0] as HTMLElement));
    await expect(canvas.getByLabelText('Program name')).toHaveValue('Northern Lights Creators X');
  },
};

export const Loading: Story = loadingStory(MyCreatorProgramQuery);

const widths = atEachWidth(Basic);
export const Phone = widths.phone;
export const Desktop = widths.desktop;
