import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DOMESTIC_CREDIT_NOTE, REVERSE_CHARGE_INVOICE } from './billing-fixtures.ts';
import { TaxDocumentView } from './TaxDocumentView.tsx';

const meta = {
  title: 'Company/Billing/Tax document',
  component: TaxDocumentView,
  args: { document: REVERSE_CHARGE_INVOICE, onPrint: fn() },
} satisfies Meta<typeof TaxDocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReverseChargeInvoice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Invoice INV-000042' })).toBeVisible();
    const seller = canvas.getByRole('region', { name: 'Seller' });
    await expect(seller).toHaveTextContent('Lurkit AB');
    await expect(seller).toHaveTextContent('VAT number SE556677889901');
    const buyer = canvas.getByRole('region', { name: 'Billed to' });
    await expect(buyer).toHaveTextContent('Nordlicht Spiele GmbH');
    await expect(buyer).toHaveTextContent('Germany');
    await expect(buyer).toHaveTextContent('VAT number DE123456789');
    await expect(canvas.getByText('Quest "Summer quest", run 3f2a9c1e, creator Ada')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Reverse charge' })).toBeVisible();
    await expect(canvas.getByText(/Article 196/)).toBeVisible();
    await expect(canvas.getByText(/rounded to the nearest cent/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const DomesticCreditNote: Story = {
  args: { document: DOMESTIC_CREDIT_NOTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Credit note CN-000007' })).toBeVisible();
    await expect(canvas.getByText('INV-000041')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Credited to' })).toHaveTextContent('Norrsken Spel AB');
    await expect(canvas.getByRole('rowheader', { name: 'VAT 25%' })).toBeVisible();
    await expect(canvas.getByText('-$58.00')).toBeVisible();
    await expect(canvas.getAllByText('-$290.00')).toHaveLength(2);
  },
};

/** Before the company gave its legal details the buyer is its name alone, and the page says the address is missing. */
export const NoBuyerAddress: Story = {
  args: { document: { ...REVERSE_CHARGE_INVOICE, buyer: { legalName: 'Acme Games', addressLines: [], country: '', vatNumber: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No billing address given')).toBeVisible();
  },
};
