import type { QuestsDeps } from '@lurkit/core/quests/application/quests-deps.ts';
import { cartOf } from '@lurkit/core/quests/domain/cart.ts';
import { createBidTerms } from '@lurkit/core/quests/domain/offer.ts';
import type { ContentType, OfferPlatform } from '@lurkit/core/quests/domain/offer.schema.ts';
import { paymentOf } from '@lurkit/core/quests/domain/quest-payment.entity.ts';
import { postAll } from '@lurkit/core/quests/application/ledgered-quest-run-repository.ts';
import { postPayoutMove } from '@lurkit/core/quests/application/payout-money.ts';
import { cardCharge } from '@lurkit/core/ledger/ports/money-movements.ts';
import { newId } from '@lurkit/core/shared/ids.ts';
import { openQuestRequirements } from '@lurkit/core/quests/domain/quest-requirements.ts';
import { acceptBid, counterBid, declineBid, openQuestRun } from '@lurkit/core/quests/domain/quest-run-bidding.ts';
import {
  completeRunPayout,
  confirmRunListed,
  expireRun,
  recordRunPayment,
  reviewRunContent,
  submitRunContent,
} from '@lurkit/core/quests/domain/quest-run-content.ts';
import { confirmedAmount, type QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import { decideRunDispute, openRunDispute } from '@lurkit/core/quests/domain/quest-dispute.ts';
import type { QuestRunStatus } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import type { Quest } from '@lurkit/core/quests/domain/quest.entity.ts';
import type { PayoutAccountRepositoryPort } from '@lurkit/core/quests/ports/payout-account-repository.port.ts';
import type { QuestRunRepositoryPort } from '@lurkit/core/quests/ports/quest-run-repository.port.ts';
import type { PayoutPort } from '@lurkit/core/shared/payout.port.ts';
import type { RefundPort } from '@lurkit/core/shared/refund.port.ts';
import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import { contentPostRef } from '@lurkit/core/quests/domain/content-post-ref.ts';
import type { QuestBadge } from '@lurkit/core/quests/domain/quest-badge.ts';
import { giveRunBadge } from '@lurkit/core/quests/domain/quest-run-badges.ts';
import type { RecordedPost, StatisticsGame, StatisticsRecorderPort } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import type { Result } from '@lurkit/core/shared/result.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { DemoCodeItem } from './keys.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

/**
 * Runs are saved untimed: the worker arms every open run's timers when it starts (ArmQuestTimers).
 * The seeded money is the sandbox's (its checkouts say provider 'sandbox'), so its payouts and refunds
 * go to the sandbox too: a configured Stripe or Trolley is never asked about them.
 */
export type QuestsSeeding = Pick<QuestsDeps, 'quests' | 'checkouts' | 'ledger' | 'clock'> & {
  sandboxPayouts: PayoutPort;
  sandboxRefunds: RefundPort;
  untimedRuns: QuestRunRepositoryPort;
  payoutAccounts: PayoutAccountRepositoryPort;
  sandboxCheckout: { recordPaid(input: { id: string; reference: string; amount: Cents; at: Date }): Promise<void> };
};

/**
 * A seeded run's checkout, paid at the sandbox, with its card charge in the ledger; the run's own
 * save held its line in escrow, so the demo's money goes through the same books as a real checkout.
 */
async function seedPaidCheckout(deps: QuestsSeeding, run: QuestRun, checkoutId: string, now: Date): Promise<void> {
  const line = { runId: run.id, questId: run.questId, creatorId: run.creatorId, amount: confirmedAmount(run) };
  const paidAt = run.paidAt ?? now;
  const payment = paymentOf({ id: checkoutId, companyId: run.companyId, cart: cartOf([line]), provider: 'sandbox', now: paidAt });
  await deps.checkouts.save({ ...payment, status: 'paid', providerPaymentId: run.paymentId, completedAt: run.paidAt });
  // The sandbox's own book has the payment too, so reconciliation finds the demo's charges at the provider.
  if (run.paymentId) await deps.sandboxCheckout.recordPaid({ id: run.paymentId, reference: checkoutId, amount: payment.total, at: paidAt });
  await postAll(deps.ledger, [
    cardCharge({ id: newId(), postedAt: paidAt }, { checkoutId, companyId: run.companyId, amount: payment.total }),
  ]);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (now: Date, offset: number) => new Date(now.getTime() + offset);

function must<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(`Demo quest step refused: ${result.error.message}`);
  return result.value;
}

/**
 * Demo Studio's two Quests (a game promotion with open delivery, a product promotion with a date
 * range and an embargo) and one run in every status of spec 4, each walked through core's own steps
 * so every seeded run is one the rules can reach. Two accepted offers wait in the cart; paid runs have
 * their checkout, and the completed one its payout. Every creator with a run has payout set up.
 */
export async function seedQuests(
  deps: QuestsSeeding,
  accounts: SeededAccounts,
  items: readonly DemoCodeItem[],
  random: SeededRandom,
  now: Date,
): Promise<Quest[]> {
  const company = accounts.companies[0];
  if (!company) return [];
  const item = items.find((i) => i.companyId === company.id);
  const base = {
    companyId: company.id,
    publishState: 'published' as const,
    firstWentLiveAt: at(now, -20 * DAY),
    publishedAt: at(now, -20 * DAY),
    unpublishedAt: null,
    reviewNote: null,
    startDate: at(now, -20 * DAY),
    endDate: at(now, 40 * DAY),
    budget: centsOf(2_500_000),
    deliverables: ['One sponsored stream of at least 60 minutes', 'A link to the store page in the description'],
    talkingPoints: ['Four-player co-op', 'Out now on Steam'],
    callToAction: 'Wishlist it today',
    codeManagerItemIds: item ? [item.id] : [],
    goals: ['Wishlists', 'Awareness'],
    tags: ['co-op', 'indie'],
    platforms: ['Steam'],
    media: [],
    visibility: 'Discoverable' as const,
    // The request SLA: the demo studio answers offers within 5 days.
    offerResponseDays: 5,
    requirements: openQuestRequirements(),
    specialInstructions: 'Please do not show the final boss.',
    kitKeys: [{ platform: 'Steam', count: 1 }],
    kitAssetUrl: 'https://assets.example.com/demo-studio-press-kit.zip',
    createdAt: at(now, -21 * DAY),
    updatedAt: at(now, -20 * DAY),
  };
  const game: Quest = {
    ...base,
    id: random.uuid(),
    kind: 'gamePromotion',
    name: 'Fjord Fishers launch streams',
    deliveryType: 'open',
    embargo: null,
    conversionTracking: { kind: 'plainUrl', url: 'https://store.example.com/fjord-fishers' },
  };
  const embargoAt = at(now, 10 * DAY);
  const product: Quest = {
    ...base,
    id: random.uuid(),
    kind: 'productPromotion',
    name: 'Aurora headset review videos',
    deliveryType: 'dateRange',
    embargo: {
      date: embargoAt.toISOString().slice(0, 10),
      time: '12:00',
      timezone: 'UTC',
      at: new Date(`${embargoAt.toISOString().slice(0, 10)}T12:00:00.000Z`),
    },
    conversionTracking: { kind: 'shareableLink', url: 'https://lurk.example.com/s/aurora' },
    createdAt: at(now, -22 * DAY),
  };
  const draft: Quest = {
    ...game,
    id: random.uuid(),
    name: 'Winter update teaser (draft)',
    publishState: 'draft',
    firstWentLiveAt: null,
    publishedAt: null,
    createdAt: at(now, -1 * DAY),
  };
  for (const quest of [game, product, draft]) await deps.quests.save(quest);

  const creators = accounts.creators.slice(0, 14);
  const plan: { status: QuestRunStatus; quest: Quest; contentType: ContentType; platform: OfferPlatform }[] = [
    { status: 'COUNTER_BID', quest: game, contentType: 'Stream', platform: 'twitch' },
    { status: 'INITIAL_BID', quest: game, contentType: 'Stream', platform: 'twitch' },
    { status: 'BID_REJECTED', quest: game, contentType: 'Stream', platform: 'youtube' },
    { status: 'BID_EXPIRED', quest: game, contentType: 'Short', platform: 'youtube' },
    { status: 'PENDING_PAYMENT', quest: game, contentType: 'Stream', platform: 'twitch' },
    { status: 'PENDING_PAYMENT', quest: product, contentType: 'Video', platform: 'youtube' },
    { status: 'PAYMENT_EXPIRED', quest: game, contentType: 'Stream', platform: 'twitch' },
    { status: 'CONTENTPRODUCTION', quest: game, contentType: 'Stream', platform: 'twitch' },
    { status: 'CONTENTREVIEW', quest: game, contentType: 'Stream', platform: 'youtube' },
    { status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION', quest: product, contentType: 'Video', platform: 'youtube' },
    // Open delivery: 10 days from approval to make the video public, long gone for this one.
    { status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED', quest: game, contentType: 'Video', platform: 'youtube' },
    { status: 'CONTENT_SUBMISSION_DEADLINE_EXPIRED', quest: game, contentType: 'Short', platform: 'youtube' },
    { status: 'PAYOUT', quest: game, contentType: 'Short', platform: 'youtube' },
    { status: 'COMPLETED', quest: game, contentType: 'Stream', platform: 'twitch' },
  ];
  const runs: QuestRun[] = [];
  for (const [index, step] of plan.entries()) {
    const creator = creators[index % creators.length];
    if (!creator) break;
    const amount = 20_000 + random.int(0, 60) * 1_000;
    const id = random.uuid();
    // The completed run was paid out through the (sandbox) provider, so its payout timeline is real.
    const payout =
      step.status === 'COMPLETED'
        ? await deps.sandboxPayouts.createPayout({ reference: id, creatorAccountId: creator.id, amount: centsOf(amount) })
        : null;
    const run = walk(step, { id, creatorId: creator.id, amount, now, payoutId: payout?.id ?? null });
    await deps.untimedRuns.save(run);
    // After the save released the run's money to the creator: the payout takes it from there.
    if (payout) await postPayoutMove(deps, { payout, creatorId: creator.id, from: 'none' });
    runs.push(run);
    await deps.payoutAccounts.save({
      creatorId: creator.id,
      method: index % 2 === 0 ? 'paypal' : 'bank',
      provider: 'sandbox',
      providerRecipientId: `sbx_rcp_${creator.id}`,
      label: index % 2 === 0 ? `PayPal ${creator.username.slice(0, 1)}…@example.com` : 'Bank ••••7466',
      status: 'ready',
      minimumDealSizeCents: 5_000,
      updatedAt: at(now, -30 * DAY),
    });
  }
  for (const run of runs.filter((r) => r.paymentId)) {
    await seedPaidCheckout(deps, run, random.uuid(), now);
  }
  return [game, product, draft];
}

/** One run walked to its planned status; expired ones started long enough ago for their deadline to have passed. */
function walk(
  plan: { status: QuestRunStatus; quest: Quest; contentType: ContentType; platform: OfferPlatform },
  input: { id: string; creatorId: string; amount: number; now: Date; payoutId: string | null },
): QuestRun {
  const { status, quest } = plan;
  const expires = [
    'BID_EXPIRED',
    'PAYMENT_EXPIRED',
    'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
    'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
  ].includes(status);
  let clock = at(input.now, expires ? -19 * DAY : status === 'COMPLETED' || status === 'PAYOUT' ? -6 * DAY : -2 * DAY);
  const tick = (ms = HOUR) => (clock = at(clock, ms));
  const terms = must(createBidTerms({ amountCents: input.amount, contentLengthMinutes: plan.contentType === 'Short' ? 1 : 60 }));
  let run = openQuestRun({
    id: input.id,
    quest,
    creatorId: input.creatorId,
    platform: plan.platform,
    contentType: plan.contentType,
    terms,
    message: 'Would love to feature this.',
    now: clock,
  });
  const expire = () => (run = must(expireRun(run, run.dueAt ?? clock)));
  if (status === 'INITIAL_BID') return run;
  if (status === 'BID_EXPIRED') return expire();
  if (status === 'COUNTER_BID')
    return must(
      counterBid(run, {
        by: 'COMPANY',
        terms: { ...terms, amount: centsOf(input.amount - 5_000) },
        message: 'Could you do it for a little less?',
        now: tick(),
      }),
    );
  if (status === 'BID_REJECTED') return must(declineBid(run, { by: 'COMPANY', now: tick() }));
  run = must(acceptBid(run, { by: 'COMPANY', now: tick() }));
  if (status === 'PENDING_PAYMENT') return run;
  if (status === 'PAYMENT_EXPIRED') return expire();
  run = must(recordRunPayment(run, { paymentId: `sbx_pay_demo_${input.id.slice(0, 8)}`, now: tick() }));
  if (status === 'CONTENTPRODUCTION') return run;
  if (status === 'CONTENT_SUBMISSION_DEADLINE_EXPIRED') return expire();
  const url =
    plan.contentType === 'Video'
      ? `https://www.youtube.com/watch?v=demo${input.id.slice(0, 6)}`
      : `https://www.twitch.tv/videos/${input.id.slice(0, 8)}`;
  run = must(submitRunContent(run, { url, message: 'Here it is!', videoVisibility: 'unlisted', now: tick() }));
  if (status === 'CONTENTREVIEW') return run;
  run = must(reviewRunContent(run, { decision: 'approve', comment: 'Great energy.', now: tick() }));
  if (status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION') return run;
  if (status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED') return expire();
  if (run.status === 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION') run = must(confirmRunListed(run, { now: tick() }));
  if (status === 'PAYOUT') return run;
  return must(completeRunPayout(run, { payoutId: input.payoutId ?? `sbx_payout_demo_${input.id.slice(0, 8)}`, now: tick() }));
}

/**
 * Disputes (escrow safeguard): one open, which staff find at /staff/disputes, and one staff decided
 * for the company, refunded through the sandbox provider. Seeded last with its own random source so
 * nothing seeded before moves; the creators are ones without a run on the quest.
 */
export async function seedQuestDisputes(
  deps: QuestsSeeding,
  accounts: SeededAccounts,
  game: Quest | undefined,
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const [opener, refunded] = accounts.creators.slice(14, 16);
  if (!game || !opener || !refunded) return;
  const plan = { status: 'CONTENTREVIEW' as const, quest: game, contentType: 'Stream' as const, platform: 'twitch' as const };
  const open = walk(plan, { id: random.uuid(), creatorId: opener.id, amount: 30_000, now, payoutId: null });
  const disputed = must(
    openRunDispute(open, {
      party: 'CREATOR',
      userId: opener.id,
      reason: 'I streamed the agreed hour, but the company asks for a second stream before it reviews.',
      now: at(now, -6 * HOUR),
    }),
  );
  const reviewed = walk(plan, { id: random.uuid(), creatorId: refunded.id, amount: 25_000, now, payoutId: null });
  const refundedRun = must(
    decideRunDispute(
      must(
        openRunDispute(reviewed, {
          party: 'COMPANY',
          userId: accounts.companies.find((c) => c.id === game.companyId)?.ownerId ?? refunded.id,
          reason: 'The stream showed another game for the whole hour.',
          now: at(now, -30 * HOUR),
        }),
      ),
      { decision: 'refund', note: 'The stream did not show the game, so the company is refunded.', now: at(now, -20 * HOUR) },
    ),
  );
  // Paid before the run's save refunds it, as in a real dispute: the refund's credit note then names the checkout's invoice.
  for (const run of [disputed, refundedRun]) {
    await seedPaidCheckout(deps, run, random.uuid(), now);
    await deps.untimedRuns.save(run);
  }
  await deps.sandboxRefunds.refund({
    paymentId: refundedRun.paymentId!,
    amount: confirmedAmount(refundedRun),
    idempotencyKey: `quest-run-${refundedRun.id}`,
  });
}

/** What the platforms would report for a sponsored post of each content type, drawn plausibly. */
function postFigures(contentType: ContentType, random: SeededRandom) {
  if (contentType === 'Stream') {
    const durationSeconds = random.int(60, 150) * 60;
    const averageCcv = random.int(25, 420) + random.next();
    return {
      type: 'STREAM' as const,
      durationSeconds,
      averageCcv,
      peakCcv: Math.round(averageCcv * 1.4),
      views: Math.round(averageCcv * random.int(3, 6)),
      hoursWatched: (averageCcv * durationSeconds) / 3_600,
    };
  }
  const video = contentType === 'Video';
  const durationSeconds = video ? random.int(8, 20) * 60 : random.int(25, 59);
  const views = video ? random.int(2_000, 40_000) : random.int(5_000, 80_000);
  // Viewers watch about 40% of a video on average (as statistics.seed.ts).
  return {
    type: video ? ('VIDEO' as const) : ('SHORTS' as const),
    durationSeconds,
    averageCcv: 0,
    peakCcv: 0,
    views,
    hoursWatched: (views * durationSeconds * 0.4) / 3_600,
  };
}

/**
 * Quest results: the platform posts behind every submitted piece of content, so the results
 * pages show real figures; a completed deal for the demo creator on the product Quest; and badges on
 * both completed runs, so the company and the demo creator see them. Seeded last with its own random
 * source, so nothing seeded before moves.
 */
export async function seedQuestResults(
  deps: QuestsSeeding,
  recorder: StatisticsRecorderPort,
  accounts: SeededAccounts,
  quests: readonly Quest[],
  games: readonly StatisticsGame[],
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const [game, product] = quests;
  const demoCreator = accounts.creators[0];
  if (!game || !product || !demoCreator) return;
  const id = random.uuid();
  const amount = 45_000;
  const payout = await deps.sandboxPayouts.createPayout({ reference: id, creatorAccountId: demoCreator.id, amount: centsOf(amount) });
  const plan = { status: 'COMPLETED' as const, quest: product, contentType: 'Stream' as const, platform: 'twitch' as const };
  const demoDeal = walk(plan, { id, creatorId: demoCreator.id, amount, now, payoutId: payout.id });
  await seedPaidCheckout(deps, demoDeal, random.uuid(), now);

  const page = { after: null, before: null, limit: 100, inverted: false };
  const runs = [
    demoDeal,
    ...(await deps.untimedRuns.listByQuest(game.id, 'ended', page)),
    ...(await deps.untimedRuns.listByQuest(game.id, 'active', page)),
    ...(await deps.untimedRuns.listByQuest(game.id, 'review', page)),
    ...(await deps.untimedRuns.listByQuest(product.id, 'active', page)),
  ];
  const awarded = runs.filter((r) => r.status === 'COMPLETED');
  for (const [index, run] of awarded.entries()) {
    const badges: QuestBadge[] = index === 0 ? ['WENT_ABOVE_AND_BEYOND', 'GREAT_PARTNER'] : ['SUPERB_CONTENT'];
    const given = badges.reduce((r, badge, n) => must(giveRunBadge(r, { badge, now: at(r.updatedAt, (n + 1) * HOUR) })), run);
    await deps.untimedRuns.save(given);
  }
  if (!awarded.some((r) => r.id === demoDeal.id)) await deps.untimedRuns.save(demoDeal);
  await postPayoutMove(deps, { payout, creatorId: demoDeal.creatorId, from: 'none' });

  const gameId = games.find((g) => g.name === 'Fjord Fishers')?.id ?? null;
  const posts: RecordedPost[] = runs.flatMap((run) => {
    const submission = run.submissions.at(-1);
    const ref = submission ? contentPostRef(submission.url) : null;
    if (!submission || !ref) return [];
    const figures = postFigures(run.contentType, random);
    const quest = run.questId === game.id ? game : product;
    return [
      {
        creatorId: run.creatorId,
        provider: ref.provider,
        externalId: ref.externalId,
        title: `${quest.name}: sponsored ${run.contentType.toLowerCase()}`,
        gameId: run.questId === game.id ? gameId : null,
        listed: run.status !== 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
        createdAt: at(submission.submittedAt, -HOUR),
        ...figures,
      },
    ];
  });
  await recorder.record({ posts });
}
