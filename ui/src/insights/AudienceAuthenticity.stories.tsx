import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AudienceAuthenticity } from './AudienceAuthenticity.tsx';

const meta = {
  title: 'Insights/Audience authenticity',
  component: AudienceAuthenticity,
  args: { score: 100, level: 'LIKELY_GENUINE', signals: [], caption: 'Last 30 days' },
} satisfies Meta<typeof AudienceAuthenticity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LikelyGenuine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Likely genuine')).toBeVisible();
    await expect(canvas.getByText(/look like an ordinary audience/)).toBeVisible();
  },
};

/** Each signal in words, with the figures behind it. */
export const Doubtful: Story = {
  args: {
    score: 25,
    level: 'DOUBTFUL',
    signals: [
      {
        code: 'VIEWERS_PER_FOLLOWER_HIGH',
        message: '40.0% of followers watch at once on average (400 of 1,000); most channels see under 5%.',
      },
      { code: 'VIEWER_SPIKES', message: "Viewers jumped to over 4 times the day's average on 6 of 6 stream days." },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Doubtful')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Signals' }).querySelectorAll('li')).toHaveLength(2);
  },
};

export const WorthACloserLook: Story = {
  args: {
    score: 75,
    level: 'CHECK',
    signals: [
      { code: 'VIEWS_PER_FOLLOWER_LOW', message: 'Videos reach 0.06% of 50,000 followers on average; followers may not be real viewers.' },
    ],
  },
};

export const TooLittleData: Story = {
  args: { score: null, level: null, signals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not enough statistics to judge (Last 30 days).')).toBeVisible();
  },
};
