import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EligibilityShortfalls } from './EligibilityShortfalls.tsx';

const meta = {
  title: 'Requirements/Eligibility shortfalls',
  component: EligibilityShortfalls,
  args: {
    shortfalls: [
      { label: 'Twitch followers', required: 250, actual: 212 },
      { label: 'YouTube subscribers', required: 1000, actual: null },
    ],
  },
} satisfies Meta<typeof EligibilityShortfalls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says what is asked, what the creator has and how far off; an unknown figure points to Connections. */
export const Missing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Twitch followers: needs 250, you have 212 (38 to go).')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect the channel' })).toHaveAttribute('href', '/user/settings/connections');
  },
};

export const NothingMissing: Story = {
  args: { shortfalls: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
