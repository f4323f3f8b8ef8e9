import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BillingStatementsQuery } from '../../apps/web/src/billing/operations/billing.operations.ts';
import { CompanyStatementsPage } from '../../apps/web/src/billing/pages/CompanyStatementsPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageMeta } from '../support/page.tsx';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { statements } from './billing-fixtures.ts';

const meta = {
  title: 'Pages/Company/Statements',
  component: CompanyStatementsPage,
  ...pageMeta({
    url: '/company/settings/invoices/statements',
    role: 'companyMember',
    network: [gqlData(BillingStatementsQuery, { billingStatements: statements })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A statement a month: plan invoices and a line per paid Quest run, with the month's total and its PDF. */
export const Statements: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'February 2026' })).toBeVisible();
    await expect(canvas.getByText('Quest "Summer quest", run 3f2a9c1e, creator Ada')).toBeVisible();
    await expect(canvas.getByText('Quest "Summer quest", run 8b41d0a7, creator Bo')).toBeVisible();
    await expect(canvas.getByText('Total $919.00')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(BillingStatementsQuery);

export const Error: Story = refusedStory(BillingStatementsQuery, {
  code: 'BILLING.NOT_COMPANY_MEMBER',
  message: 'Only members of a company have a plan.',
});

const widths = atEachWidth(Statements);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
