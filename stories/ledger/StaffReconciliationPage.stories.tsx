import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LedgerReconciliationQuery } from '../../apps/web/src/ledger/operations/reconciliation.operations.ts';
import { StaffReconciliationPage } from '../../apps/web/src/ledger/pages/StaffReconciliationPage.tsx';
import { gqlData } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';

const PAYOUT = '5d1f0a9e-2b3c-4d5e-8f6a-7b8c9d0e1f2a';
const found = {
  ledgerReconciliation: {
    ranAt: '2030-03-04T02:40:00.000Z',
    mismatches: [
      { subject: 'charge' as const, reference: 'stripe:cs_test_lost', providerCents: -1_500, ledgerCents: 0 },
      { subject: 'payoutOnItsWay' as const, reference: PAYOUT, providerCents: 0, ledgerCents: 25_000 },
      { subject: 'payoutPaid' as const, reference: PAYOUT, providerCents: 25_000, ledgerCents: 0 },
    ],
  },
};

const meta = {
  title: 'Pages/Staff/Reconciliation',
  component: StaffReconciliationPage,
  ...pageMeta({ url: '/staff/reconciliation', role: 'staff', network: [gqlData(LedgerReconciliationQuery, found)] }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A payout Trolley paid that the ledger still has on its way, and a charge no checkout names: listed with what each side says. */
export const Mismatches: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Reconciliation');
    const table = within(await canvas.findByRole('table', { name: 'Mismatches' }));
    const paid = table.getByRole('row', { name: new RegExp(`Payout paid ${PAYOUT}`) });
    // What the provider says, and the difference from the ledger's nothing.
    await expect(within(paid).getAllByText('$250.00')).toHaveLength(2);
    const charge = table.getByRole('row', { name: /Card charge stripe:cs_test_lost/ });
    await expect(within(charge).getAllByText('-$15.00')).toHaveLength(2);
    await expect(canvas.getByText(/Last reconciled/)).toBeVisible();
  },
};

/** The ledger agrees with every provider (the demo world). */
export const Agrees: Story = {
  parameters: pageAt({
    network: [gqlData(LedgerReconciliationQuery, { ledgerReconciliation: { ranAt: '2030-03-04T02:40:00.000Z', mismatches: [] } })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The ledger agrees with every provider')).toBeVisible();
  },
};

/** Before the first nightly run. */
export const NotYet: Story = {
  parameters: pageAt({ network: [gqlData(LedgerReconciliationQuery, { ledgerReconciliation: null })] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not reconciled yet')).toBeVisible();
  },
};

/** Someone who is not staff (their session lapsed): the server's refusal is shown. */
export const Refused: Story = refusedStory(LedgerReconciliationQuery, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });

export const Loading: Story = loadingStory(LedgerReconciliationQuery);

const widths = atEachWidth(Mismatches);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
