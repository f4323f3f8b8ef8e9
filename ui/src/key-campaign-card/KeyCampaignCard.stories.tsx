import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aCampaign, keysOf } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { KeyCampaignCard } from './KeyCampaignCard.tsx';
import { KeysLeft } from './KeysLeft.tsx';

const meta = {
  title: 'Keys/Key campaign card',
  component: KeyCampaignCard,
  subcomponents: { KeysLeft },
  args: { ...aCampaign(), href: '/campaigns/kc-1' },
  parameters: viewportParameters,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof KeyCampaignCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Frostbound: early access keys' })).toHaveAttribute('href', '/campaigns/kc-1');
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText(/^Frostbound · by/)).toBeVisible();
    // The company's name leads to its public page.
    await expect(canvas.getByRole('link', { name: 'Northern Lights Games' })).toHaveAttribute(
      'href',
      '/company/3b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f',
    );
    await expect(canvas.getByText('Ends 30 Apr 2026')).toBeVisible();
    await expect(canvas.getByText('You meet the requirements')).toBeVisible();
  },
};

/** Spec 9 balance: low (under 10% left) and out are said in words as well as colour. */
export const KeysRunningOut: Story = {
  args: { keysLeft: keysOf(['Steam', 42, 100], ['PlayStation 5', 4, 50], ['Xbox Series X|S', 0, 50]) },
  play: async ({ canvas }) => {
    const keys = within(canvas.getByRole('list', { name: 'Keys left' }));
    await expect(keys.getByText('Steam: 42 left')).toBeVisible();
    await expect(keys.getByText('PlayStation 5: 4 left · Low')).toBeVisible();
    await expect(keys.getByText('Xbox Series X|S: 0 left · Out of keys')).toBeVisible();
  },
};

/** Dates are Stockholm's: 22:30 UTC on 30 April is already 1 May in Sweden. */
export const Upcoming: Story = {
  args: { status: 'upcoming', startDate: '2026-04-30T22:30:00.000Z', endDate: '2026-06-30T21:59:00.000Z', category: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upcoming')).toBeVisible();
    await expect(canvas.getByText('Starts 1 May 2026')).toBeVisible();
    await expect(canvas.getByText('Demo')).toBeVisible();
  },
};

export const NotEligible: Story = {
  args: { eligible: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Requirements not met')).toBeVisible();
  },
};

/** The creator already asked: their state shows beside the campaign status. */
export const WithMyState: Story = {
  args: { myState: 'claimedKey' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Key claimed')).toBeVisible();
  },
};

/** No picture and eligibility unknown: a placeholder and no eligibility line. */
export const Bare: Story = {
  args: { headerImageUrl: null, eligible: null, keysLeft: [], genres: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/requirements/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Steam, Xbox Series X|S')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { name: 'Frostbound: early access keys for the Definitive Anniversary Edition', ...KeysRunningOut.args },
  globals: atWidth('phone'),
  play: async () => {
    await expectNoSidewaysScroll();
  },
};

export const LightTheme: Story = { args: KeysRunningOut.args, globals: { theme: 'light' } };
