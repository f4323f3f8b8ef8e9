import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompanyReportingPage } from '../../apps/web/src/reporting/pages/CompanyReportingPage.tsx';
import { CompanyReportQuery } from '../../apps/web/src/reporting/operations/reporting.operations.ts';
import { gqlDataFor, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { emptyReport, overviewReport } from './reporting-fixtures.ts';
import { addedToList, addRowsToList, addToListNetwork } from '../creator-lists/add-to-list.ts';

/** The report of the group asked for; only the overview and quests have activations in this company. */
const reportByGroup = gqlDataFor(CompanyReportQuery, (variables) => ({
  companyReport:
    variables.group === 'OVERVIEW'
      ? { ...overviewReport, periodDays: variables.periodDays ?? 90 }
      : variables.group === 'QUESTS'
        ? { ...overviewReport, activations: overviewReport.activations.filter((a) => a.kind === 'QUEST') }
        : emptyReport,
}));

const meta = {
  title: 'Pages/Reporting/Results and reporting',
  component: CompanyReportingPage,
  subcomponents: { CompanyReportingPage },
  ...pageMeta({ url: '/company/reporting', role: 'companyOwner', network: [reportByGroup] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview's activations: totals, a chart over time with its table, and a table per activation. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Results and reporting');
    await expect(await canvas.findByRole('link', { name: 'Hollow Lantern launch quest' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Spend' })).toHaveTextContent('$1,800.00');
    await expect(canvas.getByRole('group', { name: 'Reach (views)' })).toHaveTextContent('52,200');
    await expect(canvas.getByRole('figure', { name: 'Hours watched per day' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Hours watched per day' }).querySelectorAll('tbody tr')).toHaveLength(91);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Hollow Lantern launch quest' })).toHaveAttribute(
      'href',
      '/campaigns/quests/quest-1/participants',
    );
    await expect(canvas.getByRole('cell', { name: '$1.45' })).toBeVisible();
  },
};

/** A group's page: the content pieces of the quests, with what each counts for. */
export const QuestsContent: Story = {
  parameters: pageAt({ url: '/company/reporting/quests/content' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Hollow Lantern launch quest, Lurkit Studios creators' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Quests' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Creators: Story = {
  parameters: pageAt({ url: '/company/reporting/overview/creators' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'AnnaPlays' })).toHaveAttribute('href', '/insights/creators/c-anna');
    await expect(canvas.getByRole('table', { name: 'Creators by hours watched' })).toBeInTheDocument();
  },
};

/** The report's creators go to a creator list from the table's selection. */
export const CreatorsAddToList: Story = {
  parameters: pageAt({ url: '/company/reporting/overview/creators', network: () => [reportByGroup, ...addToListNetwork()] }),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Creators' }));
    await addRowsToList(canvas, table, ['AnnaPlays', 'BoBuilds']);
    await expect(addedToList).toEqual([{ listId: 'list-1', creatorIds: ['c-anna', 'c-bo'] }]);
  },
};

/** Games carry no spend of their own: it belongs to the creators and activations. */
export const Games: Story = {
  parameters: pageAt({ url: '/company/reporting/overview/games' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Moonlight Drifters' })).toHaveAttribute('href', '/insights/games/g-moon');
    await expect(canvas.queryByRole('columnheader', { name: /Spend/ })).toBeNull();
  },
};

/** The period is kept in the address, so the report can be shared as seen. */
export const ChangePeriod: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Hollow Lantern launch quest' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), '30');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Spend' })).toHaveTextContent('Last 30 days'));
    await expect(canvas.getByRole('tab', { name: 'Keys' })).toHaveAttribute('href', '/company/reporting/keys?period=30');
  },
};

export const Empty: Story = {
  parameters: pageAt({ url: '/company/reporting/missions' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to report in this period.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Cost per hour watched' })).toHaveTextContent('–');
  },
};

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(CompanyReportQuery)] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Results and reporting');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Failed: Story = refusedStory(CompanyReportQuery, {
  code: 'INTERNAL',
  message: 'Something went wrong. Please try again later.',
});

const widths = atEachWidth(Overview);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
