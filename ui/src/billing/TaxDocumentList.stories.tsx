import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DOMESTIC_CREDIT_NOTE, REVERSE_CHARGE_INVOICE } from './billing-fixtures.ts';
import { TaxDocumentList } from './TaxDocumentList.tsx';

const meta = {
  title: 'Company/Billing/Tax document list',
  component: TaxDocumentList,
  args: {
    documents: [
      { ...REVERSE_CHARGE_INVOICE, id: 'd1', href: '/company/settings/invoices/documents/d1' },
      { ...DOMESTIC_CREDIT_NOTE, id: 'd2', href: '/company/settings/invoices/documents/d2' },
    ],
  },
} satisfies Meta<typeof TaxDocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'INV-000042 invoice' })).toHaveAttribute(
      'href',
      '/company/settings/invoices/documents/d1',
    );
    await expect(canvas.getByRole('link', { name: 'CN-000007 credit note' })).toBeVisible();
    await expect(canvas.getByText('-$290.00')).toBeVisible();
    await expect(canvas.getByText('Reverse charge')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Quest invoices yet')).toBeVisible();
  },
};
