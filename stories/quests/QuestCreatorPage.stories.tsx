import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestCreatorPage } from '../../apps/web/src/quests/pages/QuestCreatorPage.tsx';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  CreatorQuestQuery,
  QuestKitQuery,
  SubmitQuestOfferMutation,
} from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import { QuestPage } from '../../apps/web/src/quests/pages/QuestPage.tsx';
import { graphql } from 'msw/graphql';
import { delay, HttpResponse } from 'msw';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aRun, creatorQuest } from './quest-fixtures.ts';

const meta = {
  title: 'Pages/Quests/Quest for a creator',
  component: QuestPage,
  subcomponents: { QuestCreatorPage },
  ...pageMeta({ url: '/campaigns/quests/quest-1', role: 'creator', network: [gqlData(CreatorQuestQuery, { quest: creatorQuest() })] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const OfferForm: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Fjord Fishers launch streams');
    await waitFor(() => expect(canvas.getByLabelText('Amount in USD')).toHaveValue('100.00'));
    await expect(canvas.getByText('Your minimum deal size is $100.00.')).toBeVisible();
  },
};

/** Refusals name their reason at the field they concern. */
export const BelowMinimum: Story = {
  parameters: pageAt({
    network: [
      gqlError(SubmitQuestOfferMutation, {
        code: 'QUEST.BELOW_MINIMUM_DEAL_SIZE',
        message: "The amount must be at least the creator's minimum deal size of $100.00; this offer is $50.00.",
        field: 'amountCents',
      }),
      gqlData(CreatorQuestQuery, { quest: creatorQuest() }),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('I have read and will honor the agreement'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByText(/minimum deal size of \$100.00/)).toBeVisible();
  },
};

/** A message over the limit is refused at the message field, not left unexplained; the field counts what is left. */
export const MessageTooLong: Story = {
  parameters: pageAt({
    network: [
      gqlError(SubmitQuestOfferMutation, {
        code: 'VALIDATION.INVALID_FIELD',
        message: 'The message can be at most 2000 characters.',
        field: 'message',
      }),
      gqlData(CreatorQuestQuery, { quest: creatorQuest() }),
    ],
  }),
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('Message (optional)');
    await expect(field).toHaveAttribute('maxlength', '2000');
    await userEvent.click(canvas.getByLabelText('I have read and will honor the agreement'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByText('The message can be at most 2000 characters.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/at most 2000 characters/);
  },
};

/** A double click on Send offer sends one offer, even when both clicks land before the button is disabled. */
export const OfferSentOnce: Story = {
  parameters: pageAt({
    network: () => {
      const sent: unknown[] = [];
      return [
        graphql.link('/api/gql').mutation('SubmitQuestOffer', async ({ variables }) => {
          sent.push(variables);
          (window as { offersSent?: number }).offersSent = sent.length;
          await delay('infinite');
          return HttpResponse.json({});
        }),
        gqlData(CreatorQuestQuery, { quest: creatorQuest() }),
      ];
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('I have read and will honor the agreement'));
    const send = canvas.getByRole('button', { name: 'Send offer' });
    // Two clicks landing before the page re-renders with the button disabled.
    send.closest('form')!.requestSubmit();
    send.closest('form')!.requestSubmit();
    await waitFor(() => expect(send).toBeDisabled());
    await waitFor(() => expect((window as { offersSent?: number }).offersSent).toBe(1));
  },
};

export const Blocked: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorQuestQuery, {
        quest: creatorQuest({
          offerBlockers: [{ code: 'QUEST.PAYOUT_SETUP_REQUIRED', message: 'Finish your payout setup before submitting offers.' }],
        }),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Finish your payout setup before submitting offers.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Finish the Quest onboarding' })).toBeVisible();
  },
};

/** VIP access the company granted for this Quest, location and language waived too. */
export const VipAccess: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorQuestQuery, {
        quest: creatorQuest({
          requirementGroups: [{ group: 'audience', status: 'PASSED', reasons: ['VIP access: this requirement does not apply to you.'] }],
          vipAccess: { waivesLocationAndLanguage: true },
        }),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have VIP access')).toBeVisible();
    await expect(canvas.getByText(/Location and language are waived too\./)).toBeVisible();
  },
};

/** A Quest open to the company's creator lists only: a creator not on them is told so, and cannot offer. */
export const NotOnTheCreatorList: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorQuestQuery, {
        quest: creatorQuest({
          eligible: false,
          requirementGroups: [
            { group: 'location', status: 'PASSED', reasons: ['The campaign is open to every location.'] },
            { group: 'audience', status: 'NOT_MET', reasons: ["You are not on the company's creator lists for this campaign."] },
          ],
          offerBlockers: [{ code: 'QUEST.REQUIREMENTS_NOT_MET', message: 'You do not meet the requirements of this quest (audience).' }],
        }),
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/audience: Not met \(You are not on the company's creator lists for this campaign\.\)/),
    ).toBeVisible();
    await expect(canvas.getByText('You do not meet the requirements of this quest (audience).')).toBeVisible();
  },
};

const paidRun = aRun({
  status: 'CONTENTPRODUCTION',
  tab: 'active',
  acceptedAt: '2030-03-02T13:00:00.000Z',
  paidAt: '2030-03-03T09:00:00.000Z',
});

/** Spec 3: the accepted creator of a paid deal finds the creator kit, keys and asset link, on the Quest. */
export const KitDelivered: Story = {
  parameters: pageAt({
    network: [
      gqlData(CreatorQuestQuery, { quest: creatorQuest({ run: paidRun }) }),
      gqlData(QuestKitQuery, {
        questKit: {
          assetUrl: 'https://cdn.example.com/fjord-kit.zip',
          keys: [{ platform: 'Steam', code: 'FJORD-7K2Q-9XWP' }],
          pendingPlatforms: [],
        },
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Creator kit' })).toBeVisible();
    await expect(await canvas.findByText('FJORD-7K2Q-9XWP')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the creator kit assets' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/fjord-kit.zip',
    );
  },
};

/** An offer not yet paid for: no kit is asked for or shown. */
export const KitBeforePayment: Story = {
  parameters: pageAt({ network: [gqlData(CreatorQuestQuery, { quest: creatorQuest({ run: aRun() }) }), gqlPending(QuestKitQuery)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Open the quest log' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Creator kit' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory(CreatorQuestQuery);

const widths = atEachWidth(OfferForm);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
