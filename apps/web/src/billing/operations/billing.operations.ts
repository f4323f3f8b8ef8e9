import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf } from '../../graphql.ts';

/** GraphQL documents of company settings' Plan, Invoices and Statements tabs. */

export const BillingOverviewFields = graphql(`
  fragment BillingOverviewFields on BillingOverview {
    plan
    status
    paymentFailed
    cancelAtPeriodEnd
    currentPeriodEnd
    memberCount
    memberLimit
    features
    viewerIsOwner
  }
`);

export const BillingPlansQuery = graphql(
  `
    query BillingPlans {
      plans {
        id
        name
        monthlyPrice {
          cents
          currency
        }
        memberLimit
        features
      }
      billingOverview {
        ...BillingOverviewFields
      }
    }
  `,
  [BillingOverviewFields],
);
export type BillingPlans = ResultOf<typeof BillingPlansQuery>;
export type BillingOverview = BillingPlans['billingOverview'];
export type PlanId = BillingPlans['plans'][number]['id'];

/** The plan alone: what locked features ('Upgrade to unlock') read. */
export const BillingOverviewQuery = graphql(
  `
    query BillingOverview {
      billingOverview {
        ...BillingOverviewFields
      }
    }
  `,
  [BillingOverviewFields],
);

export const ChoosePlanMutation = graphql(
  `
    mutation ChoosePlan($plan: String!) {
      choosePlan(plan: $plan) {
        checkoutUrl
        overview {
          ...BillingOverviewFields
        }
      }
    }
  `,
  [BillingOverviewFields],
);

export const CancelPlanMutation = graphql(
  `
    mutation CancelPlan {
      cancelPlan {
        ...BillingOverviewFields
      }
    }
  `,
  [BillingOverviewFields],
);

export const StartPaymentUpdateMutation = graphql(`
  mutation StartPaymentUpdate {
    startPaymentUpdate
  }
`);

export const BillingInvoicesQuery = graphql(`
  query BillingInvoices {
    billingInvoices {
      id
      number
      description
      amount {
        cents
        currency
      }
      status
      periodStart
      periodEnd
      issuedAt
      pdfPath
    }
  }
`);
export type BillingInvoice = ResultOf<typeof BillingInvoicesQuery>['billingInvoices'][number];

export const BillingStatementsQuery = graphql(`
  query BillingStatements {
    billingStatements {
      month
      total {
        cents
        currency
      }
      pdfPath
      lines {
        id
        date
        kind
        description
        amount {
          cents
          currency
        }
      }
    }
  }
`);
export type BillingStatement = ResultOf<typeof BillingStatementsQuery>['billingStatements'][number];

export const fetchBillingPlans = async () => request(BillingPlansQuery);
export const fetchBillingOverview = async () => (await request(BillingOverviewQuery)).billingOverview;
export const choosePlan = async (plan: PlanId) => (await request(ChoosePlanMutation, { plan })).choosePlan;
export const cancelPlan = async () => (await request(CancelPlanMutation)).cancelPlan;
export const startPaymentUpdate = async () => (await request(StartPaymentUpdateMutation)).startPaymentUpdate;
export const fetchBillingInvoices = async () => (await request(BillingInvoicesQuery)).billingInvoices;
export const fetchBillingStatements = async () => (await request(BillingStatementsQuery)).billingStatements;
