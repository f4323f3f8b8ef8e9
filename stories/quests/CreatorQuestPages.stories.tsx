import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  BrowseQuestsQuery,
  MyPayoutAccountQuery,
  MyWalletQuery,
  SavePayoutSetupMutation,
} from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import { BrowseQuestsPage } from '../../apps/web/src/quests/pages/BrowseQuestsPage.tsx';
import { PayoutSettingsPage } from '../../apps/web/src/quests/pages/PayoutSettingsPage.tsx';
import { QuestsOnboardingPage } from '../../apps/web/src/quests/pages/QuestsOnboardingPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectLeaveHeld, findPageHeading } from '../support/play.ts';
import { atEachWidth } from '../support/viewports.ts';
import { aQuest, connection } from './quest-fixtures.ts';

const account = {
  method: 'paypal',
  provider: 'sandbox',
  label: 'PayPal a…@example.com',
  status: 'ready',
  ready: true,
  minimumDealSize: { cents: 10_000 },
  updatedAt: '2030-03-01T10:00:00.000Z',
};

const cents = (value: number) => ({ cents: value });
const statement = (year: number, paidOut: number, earned: number) => ({
  year,
  paidOut: cents(paidOut),
  earned: cents(earned),
  pdfPath: `/api/earnings/statements/${year}.pdf`,
});
const wallet = gqlData(MyWalletQuery, {
  myWallet: { inEscrow: cents(29_000), payable: cents(25_000), onItsWay: cents(0), paid: cents(45_000) },
  myEarningsStatements: [statement(2030, 30_000, 55_000), statement(2029, 15_000, 15_000)],
});
const emptyWallet = gqlData(MyWalletQuery, {
  myWallet: { inEscrow: cents(0), payable: cents(0), onItsWay: cents(0), paid: cents(0) },
  myEarningsStatements: [],
});

const meta = {
  title: 'Pages/Quests/Creator: browse, payouts, onboarding',
  component: BrowseQuestsPage,
  subcomponents: { PayoutSettingsPage, QuestsOnboardingPage },
  ...pageMeta({
    url: '/campaigns/quests/browse',
    role: 'creator',
    network: [gqlData(BrowseQuestsQuery, { browseQuests: connection([aQuest()]) })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Browse: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Quests');
    await expect(await canvas.findByRole('link', { name: 'Fjord Fishers launch streams' })).toBeVisible();
  },
};

/** Without Quest approval the list is refused, and the onboarding is offered. */
export const NotApproved: Story = {
  parameters: pageAt({
    network: [
      gqlError(BrowseQuestsQuery, {
        code: 'QUEST.APPROVAL_REQUIRED',
        message: 'Quests open once your creator account is approved for Quests.',
      }),
    ],
  }),
  play: async ({ canvas }) => expect(await canvas.findByRole('link', { name: 'Start the Quest onboarding' })).toBeVisible(),
};

export const PayoutSetup: Story = {
  parameters: pageAt({ url: '/user/settings/payments', network: [gqlData(MyPayoutAccountQuery, { myPayoutAccount: null }), emptyWallet] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Payment');
    await expect(await canvas.findByText('Finish your payout setup')).toBeVisible();
  },
};

/** A creator with money in escrow, payable after a failed payout, and paid: the wallet above the payout setup. */
export const Wallet: Story = {
  parameters: pageAt({ url: '/user/settings/payments', network: [gqlData(MyPayoutAccountQuery, { myPayoutAccount: account }), wallet] }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Payment');
    await expect(await canvas.findByRole('group', { name: 'In escrow' })).toHaveTextContent('$290.00');
    await expect(canvas.getByRole('group', { name: 'Payable' })).toHaveTextContent('$250.00');
    await expect(canvas.getByRole('group', { name: 'Paid' })).toHaveTextContent('$450.00');
  },
};

/** The yearly earnings statement under the wallet: the years paid out add up to the wallet's paid figure; an earlier year is picked for its PDF. */
export const EarningsStatement: Story = {
  parameters: Wallet.parameters,
  play: async ({ canvas, userEvent }) => {
    const year = await canvas.findByLabelText('Year');
    await expect(year).toHaveValue('2030');
    await expect(canvas.getByLabelText('Totals for 2030')).toHaveTextContent('Paid out$300.00');
    await userEvent.selectOptions(year, '2029');
    await expect(canvas.getByLabelText('Totals for 2029')).toHaveTextContent('Paid out$150.00');
    await expect(canvas.getByRole('link', { name: 'Download 2029 statement (PDF)' })).toHaveAttribute(
      'href',
      '/api/earnings/statements/2029.pdf',
    );
  },
};

/** Before the first earning there is no year to pick. */
export const NoEarningsYet: Story = {
  parameters: pageAt({
    url: '/user/settings/payments',
    network: [gqlData(MyPayoutAccountQuery, { myPayoutAccount: account }), emptyWallet],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No earnings yet')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /statement \(PDF\)/ })).toBeNull();
  },
};

export const PayoutSetupRefused: Story = {
  parameters: pageAt({
    url: '/user/settings/payments',
    network: [
      gqlError(SavePayoutSetupMutation, {
        code: 'QUEST.INVALID_FIELD',
        message: 'Enter a valid IBAN, e.g. SE45 5000 0000 0583 9825 7466.',
        field: 'iban',
      }),
      gqlData(MyPayoutAccountQuery, { myPayoutAccount: null }),
      emptyWallet,
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('Bank account'));
    await userEvent.type(canvas.getByLabelText('IBAN'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payout setup' }));
    await expect(await canvas.findByText(/Enter a valid IBAN/)).toBeVisible();
  },
};

/** Payout details typed but not saved hold the move to another settings tab; Cancel keeps them. */
export const PayoutDetailsLeaveHeld: Story = {
  parameters: pageAt({
    url: '/user/settings/payments',
    network: [gqlData(MyPayoutAccountQuery, { myPayoutAccount: account }), emptyWallet],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('PayPal email'), 'anna@example.com');
    await expectLeaveHeld(userEvent, () => userEvent.click(canvas.getByRole('tab', { name: 'Personal Info' })));
    await expect(canvas.getByLabelText('PayPal email')).toHaveValue('anna@example.com');
  },
};

export const Onboarding: Story = {
  parameters: pageAt({
    url: '/creator/quests-onboarding',
    network: [gqlData(MyPayoutAccountQuery, { myPayoutAccount: account }), gqlData(BrowseQuestsQuery, { browseQuests: connection([]) })],
  }),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Get ready for Quests');
    await expect(await canvas.findByText('You are approved for Quests.')).toBeVisible();
  },
};

const widths = atEachWidth(Browse);
export const Phone = widths.phone;
export const Tablet = widths.tablet;

const walletWidths = atEachWidth(Wallet);
export const WalletPhone = walletWidths.phone;
export const WalletTablet = walletWidths.tablet;
