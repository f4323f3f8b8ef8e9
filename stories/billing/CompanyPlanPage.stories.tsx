import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BillingOverviewQuery,
  BillingPlansQuery,
  ChoosePlanMutation,
  CancelPlanMutation,
} from '../../apps/web/src/billing/operations/billing.operations.ts';
import { CompanyPlanPage } from '../../apps/web/src/billing/pages/CompanyPlanPage.tsx';
import { gqlData, gqlError } from '../support/network.ts';
import { pageAt, pageMeta } from '../support/page.tsx';
import { expectAlert, findPageHeading } from '../support/play.ts';
import { loadingStory, refusedStory } from '../support/states.ts';
import { atEachWidth } from '../support/viewports.ts';
import { freeOverview, plans, proOverview } from './billing-fixtures.ts';

const meta = {
  title: 'Pages/Company/Plan',
  component: CompanyPlanPage,
  ...pageMeta({
    url: '/company/settings/plan',
    role: 'companyOwner',
    network: [gqlData(BillingPlansQuery, { plans, billingOverview: freeOverview })],
  }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory(BillingPlansQuery);

export const Error: Story = refusedStory(BillingPlansQuery, {
  code: 'BILLING.NOT_COMPANY_MEMBER',
  message: 'Only members of a company have a plan.',
});

export const OwnerOnFree: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Company settings');
    await expect(await canvas.findByRole('button', { name: 'Choose Pro' })).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
    // The member limit's value is not shown (spec 6).
    await expect(canvas.queryByText(/of 10|Up to \d+ members/)).toBeNull();
  },
};

/** A plan change with a subscription running: no checkout, the plan changes at once. */
export const Upgraded: Story = {
  parameters: pageAt({
    network: [
      gqlData(BillingPlansQuery, { plans, billingOverview: proOverview }),
      gqlData(ChoosePlanMutation, {
        choosePlan: { checkoutUrl: null, overview: { ...proOverview, plan: 'enterprise', memberLimit: 100 } },
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Enterprise' }));
    await expect(await within(document.body).findByText('Plan changed.')).toBeInTheDocument();
  },
};

export const Canceled: Story = {
  parameters: pageAt({
    network: [
      gqlData(BillingPlansQuery, { plans, billingOverview: proOverview }),
      gqlData(CancelPlanMutation, { cancelPlan: { ...proOverview, cancelAtPeriodEnd: true } }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel plan' }));
    await expect(await within(document.body).findByText('Your plan is canceled and ends at the end of the period.')).toBeInTheDocument();
  },
};

/** Spec 8: a declined renewal. */
export const PaymentFailed: Story = {
  parameters: pageAt({
    network: [gqlData(BillingPlansQuery, { plans, billingOverview: { ...proOverview, status: 'past_due', paymentFailed: true } })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please update your payment information under billing settings.');
    await expect(canvas.getByRole('button', { name: 'Update payment information' })).toBeVisible();
  },
};

export const PlanTooSmall: Story = {
  parameters: pageAt({
    network: [
      gqlData(BillingPlansQuery, { plans, billingOverview: { ...proOverview, memberCount: 20 } }),
      gqlError(ChoosePlanMutation, {
        code: 'BILLING.PLAN_TOO_SMALL',
        message: 'This plan allows 10 members; remove members before changing to it.',
        field: 'plan',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Free' }));
    await expectAlert(canvas, 'This plan allows 10 members; remove members before changing to it.');
  },
};

export const MemberView: Story = {
  parameters: pageAt({
    role: 'companyMember',
    network: [gqlData(BillingPlansQuery, { plans, billingOverview: { ...proOverview, viewerIsOwner: false } })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Only the company's owner can change the plan.")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Choose/ })).toBeNull();
  },
};

/** The Insights routes on the Free plan: 'Upgrade to unlock' instead of the page (the open case is every Insights story). */
export const InsightsLockedOnFree: Story = {
  parameters: pageAt({
    url: '/insights',
    role: 'companyMember',
    network: [gqlData(BillingOverviewQuery, { billingOverview: freeOverview })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upgrade to unlock Insights' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/company/settings/plan');
  },
};

export const InsightsCreatorLockedOnFree: Story = {
  parameters: pageAt({
    url: '/insights/creators/c-1',
    role: 'companyMember',
    network: [gqlData(BillingOverviewQuery, { billingOverview: freeOverview })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Upgrade to unlock Insights' })).toBeVisible();
  },
};

const lockedWidths = atEachWidth(InsightsLockedOnFree);
export const InsightsLockedPhone = lockedWidths.phone;

const widths = atEachWidth(OwnerOnFree);
export const Phone = widths.phone;
export const Tablet = widths.tablet;
export const Desktop = widths.desktop;
