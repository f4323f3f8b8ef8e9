import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyCampaignOverview } from './KeyCampaignOverview.tsx';
import { liveOverview } from './summary-fixtures.ts';

const meta = {
  title: 'Keys/Campaign overview',
  component: KeyCampaignOverview,
  args: liveOverview,
  parameters: viewportParameters,
} satisfies Meta<typeof KeyCampaignOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates in Stockholm time, keys per platform with balance and asks for more, creators per state. */
export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 Mar 2026, 09:00 CET')).toBeVisible();
    await expect(canvas.getByText('30 Apr 2026, 23:59 CEST')).toBeVisible();
    const xbox = within(canvas.getByRole('row', { name: /Xbox Series X\|S/ }));
    await expect(xbox.getByText('20 / 20')).toBeVisible();
    await expect(xbox.getByText('Out')).toBeVisible();
    await expect(xbox.getByRole('cell', { name: '7' })).toHaveClass('key-summary__asks');
    await expect(canvas.getByRole('group', { name: 'Key claimed' })).toHaveTextContent('87');
    await expect(canvas.getByRole('group', { name: 'Waiting for access' })).toHaveTextContent('0');
  },
};

export const NewDraft: Story = {
  args: { startDate: null, endDate: null, plannedRelease: null, embargo: null, platforms: [], participantCounts: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not set')).toHaveLength(3);
    await expect(canvas.getByText('No keys offered yet. Add them in the Creator kit step.')).toBeVisible();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
