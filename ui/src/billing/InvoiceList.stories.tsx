import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { INVOICES } from './billing-fixtures.ts';
import { InvoiceList } from './InvoiceList.tsx';

const meta = {
  title: 'Company/Billing/Invoice list',
  component: InvoiceList,
  args: { invoices: INVOICES },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment failed')).toBeVisible();
    await expect(canvas.getAllByText('$499.00')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Download invoice SBX-DEMO-0001' })).toHaveAttribute(
      'href',
      '/api/billing/invoices/inv-1.pdf',
    );
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices yet')).toBeVisible();
  },
};
