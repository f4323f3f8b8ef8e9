import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MeQuery } from '../../apps/web/src/accounts/operations/accounts.operations.ts';
import { CreatorHomeQuery } from '../../apps/web/src/insights/operations/creator-home.operations.ts';
import { CreatorHomePage } from '../../apps/web/src/insights/pages/CreatorHomePage.tsx';
import { gqlData, gqlPending } from '../support/network.ts';
import { failedStory } from '../support/states.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { annasHome, emptyHome } from './creator-home-fixtures.ts';

const meta = {
  title: 'Pages/Home/Creator home',
  component: CreatorHomePage,
  subcomponents: { CreatorHomePage },
  ...pageMeta({ url: '/creator/home', role: 'creator', network: [gqlData(CreatorHomeQuery, annasHome)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keys, Missions and Quests with what needs doing first, then 30 days of figures (with a table) and the completion rate. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator home');
    await expect(await canvas.findByText('Welcome, Anna Streams.')).toBeVisible();
    // The Keys card is there with "Loading…" before the deals arrive (it keeps its place), so wait for its lines.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Keys' }))
          .queryAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['1 keys to claim', '1 awaiting your content', '1 requests waiting', '1 content submitted']),
    );
    // The deals page lists Keys and Quests only, so the mission counts lead to the creator home's Missions page.
    await expect(canvas.getByRole('link', { name: '1 rewards to claim' })).toHaveAttribute('href', '/creator/home/missions');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: '2 open offers' })).toHaveAttribute('href', '/deals/offers');
    const analytics = within(canvas.getByRole('region', { name: 'Analytics' }));
    await expect(analytics.getByRole('group', { name: /Hours watched/ })).toHaveTextContent('3,240');
    await expect(analytics.getByRole('table', { hidden: true })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Completion rate' })).toHaveTextContent('75%');
  },
};

/** A creator with nothing yet: each card says where to start, and analytics asks for a channel. */
export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CreatorHomeQuery, emptyHome)] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Key campaigns yet. Browse campaigns to request a key.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect a channel' })).toHaveAttribute('href', '/user/settings/connections');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(MeQuery), gqlPending(CreatorHomeQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Creator home');
    await expect(canvas.getByText('Welcome, annastreams.')).toBeVisible();
    await expect(canvas.getAllByText('Loading…')).toHaveLength(3);
  },
};

export const Failed: Story = failedStory(CreatorHomeQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
