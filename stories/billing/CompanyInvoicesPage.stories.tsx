import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BillingInvoicesQuery } from '../../apps/web/src/billing/operations/billing.operations.ts';
import { CompanyInvoicesPage } from '../../apps/web/src/billing/pages/CompanyInvoicesPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { expectLeaveHeld } from '../support/play.ts';
import { billingDetails, invoices, taxDocuments } from './billing-fixtures.ts';
import {
  BillingDetailsQuery,
  TaxDocumentsQuery,
  UpdateBillingDetailsMutation,
} from '../../apps/web/src/billing/operations/tax-documents.operations.ts';

const documentsAndDetails = [gqlData(TaxDocumentsQuery, { taxDocuments }), gqlData(BillingDetailsQuery, billingDetails)];

const meta = {
  title: 'Pages/Company/Invoices',
  component: CompanyInvoicesPage,
  ...pageMeta({
    url: '/company/settings/invoices',
    role: 'companyMember',
    network: [gqlData(BillingInvoicesQuery, { billingInvoices: invoices }), ...documentsAndDetails],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(BillingInvoicesQuery, documentsAndDetails);

export const Error: Story = refusedStory(
  BillingInvoicesQuery,
  { code: 'BILLING.NOT_COMPANY_MEMBER', message: 'Only members of a company have a plan.' },
  documentsAndDetails,
);

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
  parameters: pageAt({
    network: [
      gqlData(BillingInvoicesQuery, { billingInvoices: [] }),
      gqlData(TaxDocumentsQuery, { taxDocuments: [] }),
      documentsAndDetails[1]!,
    ],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invoices yet')).toBeVisible();
    await expect(canvas.getByText('No Quest invoices yet')).toBeVisible();
  },
};

export const QuestInvoicesAndCreditNotes: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'INV-000001 invoice' })).toHaveAttribute(
      'href',
      '/company/settings/invoices/documents/doc-inv-1',
    );
    await expect(canvas.getByRole('link', { name: 'CN-000001 credit note' })).toBeVisible();
    await expect(canvas.getByLabelText('Legal name')).toHaveValue('Nordlicht Spiele GmbH');
  },
};

/** The server refuses the VAT number at its field with its own code. */
export const VatNumberRefused: Story = {
  parameters: pageAt({
    network: [
      gqlData(BillingInvoicesQuery, { billingInvoices: invoices }),
      ...documentsAndDetails,
      gqlError(UpdateBillingDetailsMutation, {
        code: 'BILLING.INVALID_VAT_NUMBER',
        message: "This VAT number does not match the country's format (for example SE556012345601).",
        field: 'vatNumber',
      }),
    ],
  }),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Save billing details' });
    await expect(canvas.getByLabelText('Legal name')).toHaveValue('Nordlicht Spiele GmbH');
    await userEvent.click(button);
    await expect(
      await canvas.findByText("This VAT number does not match the country's format (for example SE556012345601)."),
    ).toBeVisible();
  },
};

/** A changed legal name holds the move to another tab until Save, Discard or Cancel; Cancel keeps it. */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    const legalName = await canvas.findByLabelText('Legal name');
    await waitFor(() => expect(legalName).not.toHaveValue(''));
    await userEvent.type(legalName, ' X');
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('tab', { name: 'Plan' })));
    await expect(canvas.getByLabelText('Legal name')).toHaveValue(`${billingDetails.billingDetails!.legalName} X`);
  },
};

const widths = atEachWidth(Invoices);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
