import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreatorOnboardingPage } from '../../apps/web/src/accounts/pages/CreatorOnboardingPage.tsx';
import { expect, waitFor, within } from 'storybook/test';
import { CreatorHomeQuery } from '../../apps/web/src/insights/operations/creator-home.operations.ts';
import {
  MyCreatorOnboardingQuery,
  SaveCreatorOnboardingMutation,
} from '../../apps/web/src/accounts/operations/creator-onboarding.operations.ts';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const saved = { genres: ['Horror', 'RPG'], contentTypes: ['Stream'], hardware: ['Pc'], completedAt: '2026-11-26T08:00:00.000Z' };

const meta = {
  title: 'Pages/Creator/Onboarding',
  component: CreatorOnboardingPage,
  ...pageMeta({
    url: '/creator/onboarding',
    role: 'creator',
    network: [
      gqlData(MyCreatorOnboardingQuery, { myProfile: { onboarding: null } }),
      gqlData(SaveCreatorOnboardingMutation, { saveCreatorOnboarding: { onboarding: saved } }),
      // Finishing leads to the creator home; its figures are not this story's.
      gqlPending(CreatorHomeQuery),
    ],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new creator goes through interests, then hardware, and finishes: both saved in one send. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Tell us about you');
    await userEvent.click(await canvas.findByLabelText('RPG'));
    await userEvent.click(canvas.getByLabelText('Horror'));
    await userEvent.click(canvas.getByLabelText('Stream'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByLabelText('PC'));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(await within(document.body).findByText('Onboarding saved to your profile.')).toBeInTheDocument();
  },
};

/** Opened at the hardware step with earlier answers: they are ticked. */
export const EarlierAnswers: Story = {
  parameters: pageAt({
    url: '/creator/onboarding/hardware',
    network: [gqlData(MyCreatorOnboardingQuery, { myProfile: { onboarding: saved } })],
  }),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByLabelText('PC')).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByLabelText('Horror')).toBeChecked());
  },
};

/** The server's refusal shows at its group. */
export const ServerError: Story = {
  parameters: pageAt({
    url: '/creator/onboarding/hardware',
    network: [
      gqlData(MyCreatorOnboardingQuery, { myProfile: { onboarding: saved } }),
      gqlError(SaveCreatorOnboardingMutation, {
        code: 'VALIDATION.INVALID_FIELD',
        field: 'hardware',
        message: 'Choose at least one platform you play on.',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Hardware you play on' })).toHaveAccessibleDescription(
        expect.stringContaining('Choose at least one platform you play on.'),
      ),
    );
  },
};

export const Loading: Story = loadingStory(MyCreatorOnboardingQuery);

export const Failed: Story = {
  parameters: pageAt({
    network: [gqlError(MyCreatorOnboardingQuery, { code: 'INTERNAL', message: 'Something went wrong.' })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
