import type { BillingOverview } from '@lurkit/core/billing/application/billing-overview.ts';
import { CancelPlan, StartPaymentUpdate } from '@lurkit/core/billing/application/cancel-plan.ts';
import { ChoosePlan } from '@lurkit/core/billing/application/choose-plan.ts';
import { GetBillingOverview } from '@lurkit/core/billing/application/get-billing-overview.ts';
import { ListInvoices, ListStatements, type Statement, type StatementLine } from '@lurkit/core/billing/application/invoices.ts';
import type { BillingInvoice } from '@lurkit/core/billing/domain/invoice.entity.ts';
import { INVOICE_STATUSES } from '@lurkit/core/billing/domain/invoice.entity.ts';
import { PLAN_FEATURES, PLAN_IDS, PLANS, type Plan } from '@lurkit/core/billing/domain/plan.ts';
import { SUBSCRIPTION_STATUSES } from '@lurkit/core/billing/domain/subscription.entity.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { Money } from '../shared/money.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';

const PlanIdEnum = builder.enumType('PlanId', { values: PLAN_IDS });
const PlanFeatureEnum = builder.enumType('PlanFeature', { values: PLAN_FEATURES });
const SubscriptionStatusEnum = builder.enumType('SubscriptionStatus', { values: SUBSCRIPTION_STATUSES });
const InvoiceStatusEnum = builder.enumType('InvoiceStatus', { values: INVOICE_STATUSES });
const StatementLineKindEnum = builder.enumType('StatementLineKind', { values: ['PLAN', 'QUEST', 'REFUND'] as const });

const PlanRef = builder.objectRef<Plan>('Plan').implement({
  description: 'A plan a company may choose: its monthly price, seats and unlocked features.',
  fields: (t) => ({
    id: t.field({ type: PlanIdEnum, resolve: (p) => p.id }),
    name: t.exposeString('name'),
    monthlyPrice: t.field({ type: Money, resolve: (p) => ({ cents: p.monthlyPrice }) }),
    memberLimit: t.exposeInt('memberLimit'),
    features: t.field({ type: [PlanFeatureEnum], resolve: (p) => [...p.features] }),
  }),
});

const BillingOverviewRef = builder.objectRef<BillingOverview>('BillingOverview').implement({
  description: "The company's plan, its limits and its payment state.",
  fields: (t) => ({
    plan: t.field({ type: PlanIdEnum, resolve: (o) => o.plan }),
    status: t.field({ type: SubscriptionStatusEnum, resolve: (o) => o.status }),
    paymentFailed: t.exposeBoolean('paymentFailed', { description: 'A renewal was declined: update the payment information.' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true }),
    memberCount: t.exposeInt('memberCount'),
    memberLimit: t.exposeInt('memberLimit'),
    features: t.field({ type: [PlanFeatureEnum], resolve: (o) => [...o.features] }),
    viewerIsOwner: t.exposeBoolean('viewerIsOwner', { description: 'Only the owner changes the plan.' }),
  }),
});

const InvoiceRef = builder.objectRef<BillingInvoice>('BillingInvoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    description: t.exposeString('description'),
    amount: t.field({ type: Money, resolve: (i) => ({ cents: i.amount }) }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (i) => i.status }),
    periodStart: t.expose('periodStart', { type: 'DateTime' }),
    periodEnd: t.expose('periodEnd', { type: 'DateTime' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    pdfPath: t.string({
      description: 'Where the PDF is downloaded (same origin, the session cookie).',
      resolve: (i) => `/api/billing/invoices/${i.id}.pdf`,
    }),
  }),
});

const StatementLineRef = builder.objectRef<StatementLine>('StatementLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    date: t.expose('date', { type: 'DateTime' }),
    kind: t.field({ type: StatementLineKindEnum, resolve: (l) => l.kind }),
    description: t.exposeString('description'),
    // Signed: a refund line is negative.
    amount: t.field({ type: Money, resolve: (l) => ({ cents: l.amount as Cents }) }),
    documentId: t.exposeID('documentId', { nullable: true, description: "A refund line's credit note." }),
  }),
});

const StatementRef = builder.objectRef<Statement>('Statement').implement({
  description: 'One month (Europe/Stockholm) of what the company paid: plan invoices and Quest payments.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    total: t.field({ type: Money, description: 'Paid less refunded.', resolve: (s) => ({ cents: s.total as Cents }) }),
    lines: t.field({ type: [StatementLineRef], resolve: (s) => [...s.lines] }),
    pdfPath: t.string({ resolve: (s) => `/api/billing/statements/${s.month}.pdf` }),
  }),
});

const ChoosePlanResultRef = builder
  .objectRef<{ checkoutUrl: string | null; overview: BillingOverview | null }>('ChoosePlanResult')
  .implement({
    description: "Either the provider's hosted checkout to enter a card (from Free), or the changed plan.",
    fields: (t) => ({
      checkoutUrl: t.exposeString('checkoutUrl', { nullable: true }),
      overview: t.field({ type: BillingOverviewRef, nullable: true, resolve: (r) => r.overview }),
    }),
  });

builder.queryFields((t) => ({
  plans: t.field({
    type: [PlanRef],
    authScopes: { public: true },
    resolve: () => PLAN_IDS.map((id) => PLANS[id]),
  }),
  billingOverview: t.field({
    type: BillingOverviewRef,
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => unwrap(await new GetBillingOverview(ctx.scope.billing).execute({ actorUserId: actorId(ctx) })),
  }),
  billingInvoices: t.field({
    type: [InvoiceRef],
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => [...unwrap(await new ListInvoices(ctx.scope.billing).execute({ actorUserId: actorId(ctx) }))],
  }),
  billingStatements: t.field({
    type: [StatementRef],
    authScopes: { companyMember: true },
    resolve: async (_root, _args, ctx) => unwrap(await new ListStatements(ctx.scope.billing).execute({ actorUserId: actorId(ctx) })),
  }),
}));

builder.mutationFields((t) => ({
  choosePlan: t.field({
    type: ChoosePlanResultRef,
    authScopes: { companyOwner: true },
    args: { plan: t.arg.string({ description: 'free, pro or enterprise' }) },
    resolve: async (_root, args, ctx) => {
      const outcome = unwrap(
        // A plan change copies the paid invoices: their ledger charges and our invoices commit together.
        await ctx.scope.transaction((scope) => new ChoosePlan(scope.billing).execute({ actorUserId: actorId(ctx), plan: args.plan })),
      );
      return outcome.kind === 'checkout'
        ? { checkoutUrl: outcome.checkoutUrl, overview: null }
        : { checkoutUrl: null, overview: outcome.overview };
    },
  }),
  cancelPlan: t.field({
    type: BillingOverviewRef,
    authScopes: { companyOwner: true },
    resolve: async (_root, _args, ctx) =>
      unwrap(await ctx.scope.transaction((scope) => new CancelPlan(scope.billing).execute({ actorUserId: actorId(ctx) }))),
  }),
  startPaymentUpdate: t.string({
    description: "The provider's page where the owner replaces the card after a failed renewal.",
    authScopes: { companyOwner: true },
    resolve: async (_root, _args, ctx) => unwrap(await new StartPaymentUpdate(ctx.scope.billing).execute({ actorUserId: actorId(ctx) })),
  }),
}));
