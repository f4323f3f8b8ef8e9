import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BillingInvoicesQuery } from '../../apps/web/src/billing/operations/billing.operations.ts';
import { CompanyInvoicesPage } from '../../apps/web/src/billing/pages/CompanyInvoicesPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { invoices } from './billing-fixtures.ts';

const meta = {
  title: 'Pages/Company/Invoices',
  component: CompanyInvoicesPage,
  ...pageMeta({
    url: '/company/settings/invoices',
    role: 'companyMember',
    network: [gqlData(BillingInvoicesQuery, { billingInvoices: invoices })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(BillingInvoicesQuery);

export const Error: Story = refusedStory(BillingInvoicesQuery, {
  code: 'BILLING.NOT_COMPANY_MEMBER',
  message: 'Only members of a company have a plan.',
});

export const Invoices: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('SBX-DEMO-0002')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download invoice SBX-DEMO-0001' })).toHaveAttribute(
      'href',
      '/api/billing/invoices/inv-1.pdf',
    );
  },
};

export const NoInvoices: Story = {
  parameters: pageAt({ network: [gqlData(BillingInvoicesQuery, { billingInvoices: [] })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invoices yet')).toBeVisible();
  },
};

const widths = atEachWidth(Invoices);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
