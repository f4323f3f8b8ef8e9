import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyCampaignResults } from './KeyCampaignResults.tsx';

const meta = {
  title: 'Keys/Campaign results',
  component: KeyCampaignResults,
  args: { requests: 145, accepted: 136, keysClaimed: 127, contentSubmitted: 40, onTimeRate: 0.875 },
  parameters: viewportParameters,
} satisfies Meta<typeof KeyCampaignResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures as tiles; the chart's data is a table for screen readers, shown on demand. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Content on time' })).toHaveTextContent('88%');
    await expect(canvas.getByRole('figure', { name: 'From request to content' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('row', { name: 'Keys claimed 127' })).toBeVisible();
  },
};

export const NoRequestsYet: Story = {
  args: { requests: 0, accepted: 0, keysClaimed: 0, contentSubmitted: 0, onTimeRate: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No requests yet.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Content on time' })).toHaveTextContent('—');
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
