import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileUnderReview } from './ProfileUnderReview.tsx';

const meta = {
  title: 'Accounts/Profile under review',
  component: ProfileUnderReview,
  args: { requestedAt: '2026-11-25T10:00:00.000Z', providers: ['twitch'], onboardingDone: false },
} satisfies Meta<typeof ProfileUnderReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The request time in Stockholm, the usual wait, and the way to onboarding while waiting. */
export const InReview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile is under review' })).toBeVisible();
    await expect(canvas.getByText(/your Twitch channel/)).toBeVisible();
    await expect(canvas.getByText('25 Nov 2026, 11:00 CET')).toBeVisible();
    await expect(canvas.getByText('2-4 days')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'tell us your interests and hardware' })).toHaveAttribute('href', '/creator/onboarding');
  },
};

/** Onboarding already done: no prompt for it. */
export const OnboardingDone: Story = {
  args: { onboardingDone: true, providers: ['twitch', 'youtube'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/your Twitch and YouTube channels/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /interests and hardware/ })).not.toBeInTheDocument();
  },
};

export const LightTheme: Story = { ...InReview, globals: { theme: 'light' } };
