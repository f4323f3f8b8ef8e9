import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { campaigns, GENRES, PLATFORMS } from '../key-campaign-shared/key-campaign-fixtures.ts';
import { atWidth, expectNoSidewaysScroll, viewportParameters } from '../story-helpers/shell-fixtures.tsx';
import { CampaignBrowse } from './CampaignBrowse.tsx';
import { CampaignBrowseFilters, NO_KEY_BROWSE_FILTER } from './CampaignBrowseFilters.tsx';
import { CampaignGrid } from './CampaignGrid.tsx';
import { CampaignRow } from './CampaignRow.tsx';
import { CampaignCards } from './CampaignCards.tsx';

const campaignHref = (id: string) => `/campaigns/${id}`;
const filters = (
  <CampaignBrowseFilters value={NO_KEY_BROWSE_FILTER} onChange={() => {}} genreOptions={GENRES} platformOptions={PLATFORMS} />
);
const overview = (loading = false) => (
  <>
    <CampaignRow title="Popular" campaigns={campaigns(3)} campaignHref={campaignHref} loading={loading} />
    <CampaignRow
      title="Recently added"
      campaigns={campaigns(3, 3)}
      campaignHref={campaignHref}
      seeAllHref="/campaigns/browse/recent"
      loading={loading}
    />
    <CampaignRow title="Upcoming" campaigns={[]} campaignHref={campaignHref} seeAllHref="/campaigns/browse/upcoming" loading={loading} />
  </>
);

const meta = {
  title: 'Keys/Campaign browse',
  component: CampaignBrowse,
  subcomponents: { CampaignBrowseFilters, CampaignRow, CampaignGrid, CampaignCards },
  args: { activeTab: 'overview', filters, children: overview() },
  parameters: { layout: 'fullscreen', ...viewportParameters },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof CampaignBrowse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Key campaigns' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const recent = within(canvas.getByRole('region', { name: 'Recently added' }));
    await expect(recent.getByRole('link', { name: 'See all recently added campaigns' })).toHaveAttribute(
      'href',
      '/campaigns/browse/recent',
    );
    await expect(recent.getAllByRole('article')).toHaveLength(3);
    await expect(within(canvas.getByRole('region', { name: 'Upcoming' })).getByText('No campaigns here yet.')).toBeVisible();
  },
};

export const OverviewLoading: Story = {
  args: { children: overview(true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading popular campaigns…')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

const onLoadMore = fn();
const grid = (props: Partial<Parameters<typeof CampaignGrid>[0]> = {}) => (
  <CampaignGrid campaigns={campaigns(6)} campaignHref={campaignHref} hasMore onLoadMore={onLoadMore} {...props} />
);

/** A tab's full list, paged by cursor: "Load more" asks for the next page. */
export const Recent: Story = {
  args: { activeTab: 'recent', children: grid() },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Recently added' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByText('Showing 6 campaigns')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { activeTab: 'recent', children: grid({ loadingMore: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LastPage: Story = {
  args: { activeTab: 'recent', children: grid({ hasMore: false, campaigns: campaigns(2) }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { activeTab: 'upcoming', children: grid({ loading: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Key campaigns…');
  },
};

const onClearFilters = fn();
export const EmptyFiltered: Story = {
  args: { activeTab: 'recent', children: grid({ campaigns: [], hasMore: false, filtered: true, onClearFilters }) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No Key campaigns match your filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onClearFilters).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { activeTab: 'upcoming', children: grid({ campaigns: [], hasMore: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Key campaigns right now' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const OverviewPhone: Story = {
  globals: atWidth('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expectNoSidewaysScroll();
  },
};

export const RecentPhone: Story = { ...Recent, globals: atWidth('phone'), play: () => expectNoSidewaysScroll() };

export const LightTheme: Story = { globals: { theme: 'light' } };
