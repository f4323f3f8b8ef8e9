import { SavePayoutSetup } from '@lurkit/core/quests/application/save-payout-setup.ts';
import { RetryFailedPayouts } from '@lurkit/core/quests/application/payout-failures.ts';
import { loadRunFor } from '@lurkit/core/quests/application/quest-actor.ts';
import { PAYOUT_METHODS } from '@lurkit/core/quests/domain/payout-setup.schema.ts';
import { payoutTimeline, type PayoutStep } from '@lurkit/core/quests/domain/payout-timeline.ts';
import type { PayoutAccount } from '@lurkit/core/quests/ports/payout-account-repository.port.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { unwrap } from '../shared/errors.ts';
import { Money } from '../shared/money.ts';
import { GetCreatorWallet, type CreatorWallet } from '@lurkit/core/quests/application/get-creator-wallet.ts';
import { ListEarningsStatements, type EarningsStatement } from '@lurkit/core/quests/application/list-earnings-statements.ts';
import type { Cents } from '@lurkit/core/shared/money.ts';

const PayoutAccountRef = builder.objectRef<PayoutAccount>('PayoutAccount').implement({
  description: 'Where the creator is paid (bank or PayPal through the payout provider); never the account number itself.',
  fields: (t) => ({
    method: t.exposeString('method'),
    provider: t.exposeString('provider'),
    label: t.exposeString('label'),
    status: t.exposeString('status'),
    ready: t.boolean({ resolve: (a) => a.status === 'ready' }),
    minimumDealSize: t.field({ type: Money, resolve: (a) => ({ cents: a.minimumDealSizeCents as never }) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PayoutStepRef = builder.objectRef<PayoutStep>('PayoutStep').implement({
  fields: (t) => ({
    step: t.exposeString('step'),
    at: t.expose('at', { type: 'DateTime', nullable: true }),
    done: t.exposeBoolean('done'),
    note: t.exposeString('note'),
  }),
});

builder.queryField('myPayoutAccount', (t) =>
  t.field({
    type: PayoutAccountRef,
    nullable: true,
    description: "The creator's payout setup (the Payment tab of user settings), or null before it is done.",
    authScopes: { creatorWithAccess: true },
    resolve: (_root, _args, ctx) => ctx.scope.quests.payoutAccounts.findByCreator(actorId(ctx)),
  }),
);

const PayoutMethodEnum = builder.enumType('PayoutMethod', { values: PAYOUT_METHODS });

/**
 * The payout form's values, shaped as `payoutSetupSchema` takes them (bank: holder and IBAN; PayPal: the
 * email). Every field may be null here so that a missing one is refused by the schema at its field,
 * in the form's words, not as a GraphQL type error.
 */
const PayoutSetupInput = builder.inputType('PayoutSetupInput', {
  fields: (t) => ({
    method: t.field({ type: PayoutMethodEnum, required: false }),
    paypalEmail: t.string({ required: false }),
    accountHolder: t.string({ required: false }),
    iban: t.string({ required: false }),
    minimumDealSizeCents: t.int({ required: false }),
  }),
});

builder.mutationField('savePayoutSetup', (t) =>
  t.field({
    type: PayoutAccountRef,
    description:
      'Registers the bank account or PayPal address with the payout provider, with the minimum deal size; failed payouts are sent again.',
    authScopes: { creatorWithAccess: true },
    args: { setup: t.arg({ type: PayoutSetupInput }) },
    resolve: async (_root, { setup }, ctx) => {
      const account = unwrap(await new SavePayoutSetup(ctx.scope.quests).execute({ creatorId: actorId(ctx), setup }));
      if (account.status === 'ready') await new RetryFailedPayouts(ctx.scope.quests).execute({ creatorId: actorId(ctx) });
      return account;
    },
  }),
);

builder.queryField('questPayoutTimeline', (t) =>
  t.field({
    type: [PayoutStepRef],
    description: "The creator's payout for one quest run: approved, initiated, pending (2-3 bank days), paid or failed.",
    authScopes: { creatorWithAccess: true },
    args: { runId: t.arg.id() },
    resolve: async (_root, { runId }, ctx) => {
      const { runs, payoutStatus } = ctx.scope.quests;
      const { run } = unwrap(await loadRunFor(runs, String(runId), { party: 'CREATOR', creatorId: actorId(ctx) }));
      const payout = run.payoutId ? await payoutStatus.getPayout(run.payoutId) : null;
      return payoutTimeline(run, payout);
    },
  }),
);

const CreatorWalletRef = builder.objectRef<CreatorWallet>('CreatorWallet').implement({
  description: "A creator's money across every deal, each figure a sum of ledger entries.",
  fields: (t) => ({
    inEscrow: t.field({
      type: Money,
      description: 'Paid by companies, held until the content is approved.',
      resolve: (w) => ({ cents: w.inEscrow }),
    }),
    payable: t.field({
      type: Money,
      description: 'Released and not yet sent; a failed payout is here again.',
      resolve: (w) => ({ cents: w.payable }),
    }),
    onItsWay: t.field({
      type: Money,
      description: 'Sent to the payout provider, not yet reported paid.',
      resolve: (w) => ({ cents: w.onItsWay }),
    }),
    paid: t.field({ type: Money, resolve: (w) => ({ cents: w.paid }) }),
  }),
});

builder.queryField('myWallet', (t) =>
  t.field({
    type: CreatorWalletRef,
    description: "The signed-in creator's wallet: in escrow, payable, on its way and paid, read from the ledger.",
    authScopes: { creatorWithAccess: true },
    resolve: (_root, _args, ctx) => new GetCreatorWallet(ctx.scope.quests).execute({ creatorId: actorId(ctx) }),
  }),
);

const EarningsStatementRef = builder.objectRef<EarningsStatement>('EarningsStatement').implement({
  description: "One Stockholm calendar year of a creator's earnings and payouts, each total a sum of ledger entries.",
  fields: (t) => ({
    year: t.exposeInt('year'),
    earned: t.field({
      type: Money,
      description: 'Released for approved Quest runs, less what disputes took back.',
      // Signed: a year of more taken back than released is negative.
      resolve: (s) => ({ cents: s.earned as Cents }),
    }),
    paidOut: t.field({
      type: Money,
      description: "Payouts that reached the creator, less returned ones: what the wallet's paid figure moved by in the year.",
      resolve: (s) => ({ cents: s.paidOut as Cents }),
    }),
    pdfPath: t.string({
      description: 'Where the PDF is downloaded (same origin, the session cookie).',
      resolve: (s) => `/api/earnings/statements/${s.year}.pdf`,
    }),
  }),
});

builder.queryField('myEarningsStatements', (t) =>
  t.field({
    type: [EarningsStatementRef],
    description: "The signed-in creator's yearly earnings statements, newest first; only years with earnings.",
    authScopes: { creatorWithAccess: true },
    resolve: (_root, _args, ctx) => new ListEarningsStatements(ctx.scope.quests).execute({ creatorId: actorId(ctx) }),
  }),
);
