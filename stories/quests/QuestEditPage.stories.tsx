import type { Meta, StoryObj } from '@storybook/react-vite';
import { GoalsAndInfoStepForm } from '../../ui/src/quest-steps/GoalsAndInfoStepForm.tsx';
import { QuestCreatorKitStepForm } from '../../ui/src/quest-steps/QuestCreatorKitStepForm.tsx';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import { CreatorListsQuery } from '../../apps/web/src/creator-lists/operations/creator-lists.operations.ts';
import { RequirementsStepForm } from '../../ui/src/key-campaign-steps/RequirementsStepForm.tsx';
import { creatorLists } from '../creator-lists/creator-list-fixtures.ts';
import { CompanyQuestQuery, SaveQuestStepMutation } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import { QuestEditPage } from '../../apps/web/src/quests/pages/QuestEditPage.tsx';
import { gqlData, gqlDataFor, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLoadingLine, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aQuest, companyQuest } from './quest-fixtures.ts';

const draft = companyQuest({
  quest: aQuest({ publishState: 'draft', status: 'unpublished', talkingPoints: [] }),
  publishChecks: [{ id: 'quest.talkingPoint', message: 'Add at least one talking point.', step: 'goalsAndInfo' }],
});

const meta = {
  title: 'Pages/Quests/Quest setup',
  component: QuestEditPage,
  subcomponents: { GoalsAndInfoStepForm, QuestCreatorKitStepForm, RequirementsStepForm },
  ...pageMeta({
    url: '/campaigns/quests/quest-1/edit',
    role: 'companyOwner',
    network: [
      gqlData(CompanyQuestQuery, { companyQuest: draft }),
      gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams');
    await waitFor(() => expect(canvas.getByLabelText('Quest name')).toHaveValue('Fjord Fishers launch streams'));
    await expect(canvas.getByText('Add at least one talking point.')).toBeVisible();
  },
};

/** An embargo needs a fixed window: choosing Specific date offers it, with date, time and timezone. */
export const Embargo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('Specific date'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add an embargo' }));
    await expect(canvas.getByLabelText('Embargo timezone')).toHaveValue('Europe/Stockholm');
  },
};

/** The server refuses the embargo at its field (12 hours before the end). */
export const EmbargoTooLate: Story = {
  parameters: pageAt({
    network: [
      gqlError(SaveQuestStepMutation, {
        code: 'QUEST.EMBARGO_TOO_LATE',
        message: 'The embargo must be at least 12 hours before the end date.',
        field: 'embargo.date',
      }),
      gqlData(CompanyQuestQuery, {
        companyQuest: companyQuest({
          quest: aQuest({
            deliveryType: 'specificDate',
            embargo: { date: '2030-04-01', time: '09:00', timezone: 'UTC', at: '2030-04-01T09:00:00.000Z' },
          }),
        }),
      }),
      gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('The embargo must be at least 12 hours before the end date.')).toBeVisible();
  },
};

/** What the OfferResponseDeadline story's save sent. */
const sent: unknown[] = [];

/** The request SLA: the company chooses how long offers may wait for its answer; the choice is saved with the step. */
export const OfferResponseDeadline: Story = {
  parameters: pageAt({
    network: () => {
      sent.length = 0;
      return [
        gqlDataFor(SaveQuestStepMutation, ({ values }) => {
          sent.push(values);
          return { saveQuestStep: aQuest({ offerResponseDays: 14 }) };
        }),
        gqlData(CompanyQuestQuery, { companyQuest: draft }),
        gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
      ];
    },
  }),
  play: async ({ canvas }) => {
    const deadline = await canvas.findByLabelText('Answer offers within');
    await expect(deadline).toHaveValue('default');
    await userEvent.selectOptions(deadline, '14 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ offerResponseDays: 14 })]));
  },
};
export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyQuestQuery), gqlData(CodeManagerItemsQuery, { codeManagerItems: [] })] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

const widths = atEachWidth(General);
export const Phone = widths.phone;
export const Tablet = widths.tablet;

/** Goals and info: the call to action, conversion tracking and special instructions. */
export const GoalsAndInfo: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/edit/goals-and-info' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Call to action (optional)')).toBeVisible();
    await expect(canvas.getByLabelText('Special instructions (optional)')).toBeVisible();
  },
};

/** Creator kit: the Code Manager items creators receive. */
export const CreatorKit: Story = {
  parameters: pageAt({ url: '/campaigns/quests/quest-1/edit/creator-kit' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Code Manager items' })).toBeVisible();
  },
};

/** What the RequirementsCreatorList story's save sent. */
const sentRequirements: unknown[] = [];

/** Requirements: the company picks its own creator lists by name; the step saves their ids and keeps the rest (VIP access) as it was. */
export const RequirementsCreatorList: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/edit/requirements',
    network: () => {
      sentRequirements.length = 0;
      return [
        gqlDataFor(SaveQuestStepMutation, ({ values }) => {
          sentRequirements.push(values);
          return { saveQuestStep: aQuest() };
        }),
        gqlData(CompanyQuestQuery, { companyQuest: draft }),
        gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
        gqlData(CreatorListsQuery, creatorLists),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Creator lists (optional)' }), 'Nordic{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Nordic streamers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sentRequirements).toEqual([expect.objectContaining({ creatorListIds: ['list-1'], vipAccess: true })]));
  },
};

/** A list that is not the company's own (deleted, or another company's) is refused at the list picker. */
export const RequirementsCreatorListNotOwned: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/edit/requirements',
    network: [
      gqlError(SaveQuestStepMutation, {
        code: 'QUEST.CREATOR_LIST_NOT_OWNED',
        message: 'Choose creator lists of your own company.',
        field: 'creatorListIds',
      }),
      gqlData(CompanyQuestQuery, { companyQuest: draft }),
      gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
      gqlData(CreatorListsQuery, creatorLists),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Creator lists (optional)' }), 'Cosy{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Choose creator lists of your own company.')).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: 'Creator lists (optional)' });
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(expect.stringContaining('Choose creator lists of your own company.'));
  },
};

/** What the RequirementsDeletedList story's save sent. */
const sentWithoutDeleted: unknown[] = [];

/** A list deleted since it was chosen shows no chip and is dropped on the next save, not refused. */
export const RequirementsDeletedList: Story = {
  parameters: pageAt({
    url: '/campaigns/quests/quest-1/edit/requirements',
    network: () => {
      sentWithoutDeleted.length = 0;
      const quest = aQuest({ requirements: { ...aQuest().requirements, creatorListIds: ['list-gone', 'list-1'] } });
      return [
        gqlDataFor(SaveQuestStepMutation, ({ values }) => {
          sentWithoutDeleted.push(values);
          return { saveQuestStep: quest };
        }),
        gqlData(CompanyQuestQuery, { companyQuest: companyQuest({ quest }) }),
        gqlData(CodeManagerItemsQuery, { codeManagerItems: [] }),
        gqlData(CreatorListsQuery, creatorLists),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove Nordic streamers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sentWithoutDeleted).toEqual([expect.objectContaining({ creatorListIds: ['list-1'] })]));
  },
};
