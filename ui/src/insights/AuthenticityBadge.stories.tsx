import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthenticityBadge } from './AudienceAuthenticity.tsx';

/** The one authenticity badge every creator card and table row shows (matchmaking, participants, lists). */
const meta = {
  title: 'Insights/Authenticity badge',
  component: AuthenticityBadge,
  args: { score: 100, level: 'LIKELY_GENUINE', signals: [], creatorName: 'Clean Carla' },
} satisfies Meta<typeof AuthenticityBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clean audience: the badge alone, no reasons to open. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100 · Likely genuine')).toBeVisible();
    await expect(canvas.queryByText('Why')).toBeNull();
  },
};

/** A flagged audience opens onto its reasons in words. */
export const Flagged: Story = {
  args: {
    score: 25,
    level: 'DOUBTFUL',
    creatorName: 'Botted Bo',
    signals: [
      {
        code: 'CHATTERS_PER_VIEWER_LOW',
        message:
          'Only 2.0% of viewers were in the chat while live (40 chatters over 2,000 viewers counted); real audiences show over 20.0%.',
      },
      { code: 'VIEWER_SPIKES', message: "Viewers jumped to over 4 times the day's average on 6 of 6 stream days." },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('25 · Doubtful')).toBeVisible();
    await userEvent.click(canvas.getByText('Why'));
    const reasons = canvas.getByRole('list', { name: 'Authenticity reasons for Botted Bo' });
    await expect(reasons).toBeVisible();
    await expect(reasons.querySelectorAll('li')).toHaveLength(2);
  },
};

export const TooLittleData: Story = {
  args: { score: null, level: null, signals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Too little data')).toBeVisible();
  },
};
