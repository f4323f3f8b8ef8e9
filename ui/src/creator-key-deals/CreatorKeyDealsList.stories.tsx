import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { picture, STORY_NOW } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CreatorKeyDealsList, type CreatorKeyDeal } from './CreatorKeyDealsList.tsx';

const campaign = (id: string, name: string, gameName: string) => ({ id, name, gameName, imageUrl: picture('#2b3a55', 160, 90) });

const active: CreatorKeyDeal[] = [
  {
    id: 'p-1',
    campaign: campaign('kc-1', 'Frostbound: early access keys', 'Frostbound'),
    state: 'claimedKey',
    claim: { platform: 'Steam', claimedAt: '2026-02-15T10:00:00.000Z', contentDueAt: '2026-03-17T10:00:00.000Z' },
  },
  {
    id: 'p-2',
    campaign: campaign('kc-2', 'Ember Tide: creator keys', 'Ember Tide'),
    state: 'claimedKey',
    claim: { platform: 'PlayStation 5', claimedAt: '2026-03-19T10:00:00.000Z', contentDueAt: '2026-04-18T10:00:00.000Z' },
  },
  { id: 'p-3', campaign: campaign('kc-3', 'Pixel Harbor: launch keys', 'Pixel Harbor'), state: 'accepted' },
];

const ended: CreatorKeyDeal[] = [
  {
    id: 'p-4',
    campaign: campaign('kc-4', 'Skyline Drift: demo keys', 'Skyline Drift'),
    state: 'submittedContent',
    claim: { platform: 'Steam', claimedAt: '2026-01-10T10:00:00.000Z', contentDueAt: '2026-02-09T10:00:00.000Z' },
    submission: { submittedAt: '2026-01-20T18:00:00.000Z', onTime: true },
  },
  {
    id: 'p-5',
    campaign: campaign('kc-5', 'Moss & Iron: creator keys', 'Moss & Iron'),
    state: 'submittedContent',
    submission: { submittedAt: '2026-03-01T18:00:00.000Z', onTime: false },
  },
  {
    id: 'p-6',
    campaign: { id: 'kc-6', name: 'Lantern Keep: keys', gameName: 'Lantern Keep' },
    state: 'rejected',
    appliedAt: '2026-02-01T09:00:00.000Z',
  },
];

const meta = {
  title: 'Keys/Creator key deals list',
  component: CreatorKeyDealsList,
  args: { deals: active, now: STORY_NOW, campaignHref: (id: string) => `/campaigns/${id}`, tab: 'active', onSubmitContent: fn() },
  parameters: viewportParameters,
} satisfies Meta<typeof CreatorKeyDealsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: an overdue key stands out; the others show the time left in Stockholm time. */
export const Active: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const [overdue, onTrack, accepted] = within(canvas.getByRole('list', { name: 'Active Keys deals' })).getAllByRole('listitem');
    if (!overdue || !onTrack || !accepted) throw new Error('three deals expected');
    await expect(within(overdue).getByText('Overdue')).toBeVisible();
    await expect(within(overdue).getByText(/Content due/)).toHaveTextContent('Content due 17 Mar 2026, 11:00 CET · Overdue by 3 days');
    await expect(within(onTrack).getByText(/Content due/)).toHaveTextContent('18 Apr 2026, 12:00 CEST · 29 days left');
    await expect(within(onTrack).queryByText('Overdue')).not.toBeInTheDocument();
    await expect(within(accepted).getByText('Accepted: claim your key')).toBeVisible();
    await expect(within(overdue).getByRole('link', { name: 'Frostbound: early access keys' })).toHaveAttribute('href', '/campaigns/kc-1');
    await userEvent.click(within(onTrack).getByRole('button', { name: 'Submit content for Ember Tide: creator keys' }));
    await expect(args.onSubmitContent).toHaveBeenCalledWith(active[1]);
  },
};

export const Ended: Story = {
  args: { deals: ended, tab: 'ended' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Ended Keys deals' });
    const [onTime, late, rejected] = within(list).getAllByRole('listitem');
    await expect(onTime).toHaveTextContent('Submitted 20 Jan 2026 · On time');
    await expect(late).toHaveTextContent('Submitted 1 Mar 2026 · Late');
    await expect(rejected).toHaveTextContent('Rejected');
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { deals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No active Keys deals' })).toBeVisible();
  },
};

export const Phone: Story = { globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
