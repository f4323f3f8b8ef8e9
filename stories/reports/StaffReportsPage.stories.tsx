import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenReportsQuery, ReviewReportMutation } from '../../apps/web/src/reports/operations/reports.operations.ts';
import { StaffReportsPage } from '../../apps/web/src/reports/pages/StaffReportsPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const queue = {
  openReports: [
    {
      report: {
        id: 'r1',
        reason: 'fakeAudience' as const,
        note: 'Viewers jump at 3 am with an empty chat.',
        status: 'open' as const,
        createdAt: '2026-11-25T09:30:00.000Z',
      },
      reporter: { id: 'u1', username: 'democompany', displayName: 'Demo Studio' },
      reportedUsers: [{ id: 'u2', username: 'democreator', displayName: 'Demo Creator' }],
    },
  ],
};

const meta = {
  title: 'Pages/Staff/Reports',
  component: StaffReportsPage,
  ...pageMeta({
    url: '/staff/reports',
    role: 'staff',
    network: [gqlData(OpenReportsQuery, queue), gqlData(ReviewReportMutation, { reviewReport: { id: 'r1', status: 'dismissed' } })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPageHeading(canvas, 'Reports');
    await expect(await canvas.findByText('Demo Creator (@democreator)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(await within(document.body).findByText('Report dismissed.')).toBeInTheDocument();
  },
};

export const AlreadyReviewed: Story = {
  parameters: pageAt({
    network: [
      gqlData(OpenReportsQuery, queue),
      gqlError(ReviewReportMutation, { code: 'REPORTS.ALREADY_REVIEWED', message: 'This report was reviewed already.' }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Action taken' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This report was reviewed already.');
  },
};

export const Loading: Story = loadingStory(OpenReportsQuery);

const widths = atEachWidth(Filled);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
