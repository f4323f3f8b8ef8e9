import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CompaniesForReviewQuery,
  ReviewCompanyMutation,
  type CompaniesForReviewPage,
} from '../../apps/web/src/accounts/operations/company-review.operations.ts';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { notStaffStory } from '../support/not-staff.ts';
import { loadingStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { StaffCompanyReviewPage } from '../../apps/web/src/accounts/pages/StaffCompanyReviewPage.tsx';

const node = (n: number, isVerified: boolean) => ({
  id: `c-${n}`,
  name: `Studio ${n}`,
  type: 'smallGameStudio',
  website: `https://studio${n}.example.com`,
  isVerified,
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000Z`,
  owner: { username: `owner${n}`, email: `owner${n}@example.com`, emailVerified: true },
});
const page = (nodes: ReturnType<typeof node>[], hasNextPage = false): { companiesForReview: CompaniesForReviewPage } => ({
  companiesForReview: { edges: nodes.map((n) => ({ node: n })), pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null } },
});

const meta = {
  title: 'Pages/Accounts/Staff account review',
  component: StaffCompanyReviewPage,
  ...pageMeta({
    url: '/staff/companies',
    role: 'staff',
    network: [gqlData(CompaniesForReviewQuery, page([node(2, false), node(1, true)]))],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(CompaniesForReviewQuery);

export const NotStaff: Story = notStaffStory;

export const Empty: Story = {
  parameters: pageAt({ network: [gqlData(CompaniesForReviewQuery, page([]))] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Account review');
    await expect(await canvas.findByText('No companies yet')).toBeVisible();
  },
};

/** Staff see the companies waiting for review first, and approve one; the header offers the review page. */
export const Filled: Story = {
  parameters: pageAt({
    network: [
      gqlData(ReviewCompanyMutation, { reviewCompany: { id: 'c-2', isVerified: true } }),
      gqlData(CompaniesForReviewQuery, page([node(2, false), node(1, true)], true)),
    ],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Account review');
    const table = within(await canvas.findByRole('table'));
    await expect(table.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more companies' })).toBeVisible();
    await userEvent.click(table.getByRole('checkbox', { name: 'Select Studio 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await within(document.body).findByText('One company approved.')).toBeInTheDocument();
  },
};

const widths = atEachWidth(Empty);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
