import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TaxDocumentQuery } from '../../apps/web/src/billing/operations/tax-documents.operations.ts';
import { TaxDocumentPage } from '../../apps/web/src/billing/pages/TaxDocumentPage.tsx';
import { gqlData, gqlError, gqlPending } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, expectLoadingLine } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { taxDocuments } from './billing-fixtures.ts';

const meta = {
  title: 'Pages/Company/Tax document',
  component: TaxDocumentPage,
  ...pageMeta({
    url: '/company/settings/invoices/documents/doc-inv-1',
    role: 'companyMember',
    network: [gqlData(TaxDocumentQuery, { taxDocument: taxDocuments[1]! })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: pageAt({ network: [gqlPending(TaxDocumentQuery)] }),
  play: async ({ canvas }) => expectLoadingLine(canvas),
};

export const NotFound: Story = {
  parameters: pageAt({
    network: [gqlError(TaxDocumentQuery, { code: 'BILLING.DOCUMENT_NOT_FOUND', message: 'This invoice or credit note does not exist.' })],
  }),
  play: async ({ canvas }) => expectAlert(canvas, 'This invoice or credit note does not exist.'),
};

export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Invoice INV-000001' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Billed to' })).toHaveTextContent('VAT number DE123456789');
    await expect(canvas.getByRole('rowheader', { name: 'Reverse charge' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

export const CreditNote: Story = {
  parameters: pageAt({
    url: '/company/settings/invoices/documents/doc-cn-1',
    network: [gqlData(TaxDocumentQuery, { taxDocument: taxDocuments[0]! })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Credit note CN-000001' })).toBeVisible();
    await expect(canvas.getByText('INV-000001')).toBeVisible();
  },
};

const widths = atEachWidth(Invoice);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
