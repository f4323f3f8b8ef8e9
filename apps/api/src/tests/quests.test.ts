import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { sql } from '../testing/direct-db.ts';
import { aFilledQuest, anAcceptedOffer, anOffer, approveCreatorForQuests, generalStep, publishQuest } from '../testing/quests-world.ts';
import { answerSandbox } from '../testing/billing-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { SavePayoutSetupMutation as SAVE_PAYOUT_SETUP } from '../../../web/src/quests/operations/creator-quests.operations.ts';
import {
  ACCEPT_QUEST_OFFER,
  BROWSE_QUESTS,
  COUNTER_QUEST_OFFER,
  CREATOR_QUEST,
  QUEST_CART,
  QUEST_PARTICIPANTS,
  QUEST_PAYMENT,
  QUEST_RUN,
  REVIEW_QUEST_CONTENT,
  SAVE_QUEST_STEP,
  START_QUEST_CHECKOUT,
  SUBMIT_QUEST_CONTENT,
  CONFIRM_QUEST_CONTENT_PUBLIC,
  SUBMIT_QUEST_OFFER,
  QUEST_PAYOUT_TIMELINE,
  QUEST_RESULTS,
  GIVE_QUEST_BADGE,
} from './operations.ts';

const app = useTestApp();

describe('A Quest from offer to content review over GraphQL', () => {
  it('creator bids, company counters, creator accepts, company pays in the sandbox once, creator submits, company approves', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Full journey');
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);

    const before = await creator.client.op(BROWSE_QUESTS, { first: 50 });
    expect(before.errors[0]?.extensions?.code).toBe('QUEST.APPROVAL_REQUIRED');
    await approveCreatorForQuests(app, creator.username, 30_000);
    const found = await creator.client.op(BROWSE_QUESTS, { first: 50 });
    expect(found.data?.browseQuests.edges.map((e) => e.node.id)).toContain(questId);
    // Spec 3: the creator kit goes to a run's accepted creator, never to creators browsing Quests.
    const kitQuery = 'query BrowseKit { browseQuests(first: 50) { edges { node { id kitAssetUrl kitKeys { platform count } } } } }';
    type KitPage = { browseQuests: { edges: { node: { id: string; kitAssetUrl: string | null; kitKeys: unknown[] } }[] } };
    const browsedKit = (await creator.client.gql<KitPage>('BrowseKit', kitQuery)).data?.browseQuests.edges.find(
      (e) => e.node.id === questId,
    );
    expect(browsedKit?.node).toEqual({ id: questId, kitAssetUrl: null, kitKeys: [] });
    const ownKit = await company.client.gql(
      'OwnKit',
      `query OwnKit { companyQuest(id: "${questId}") { quest { kitKeys { platform count } } } }`,
    );
    expect(ownKit.data).toMatchObject({ companyQuest: { quest: { kitKeys: [{ platform: 'Steam', count: 5 }] } } });

    const under = await creator.client.op(SUBMIT_QUEST_OFFER, anOffer(questId, 29_999));
    expect(under.errors[0]?.extensions).toMatchObject({ code: 'QUEST.BELOW_MINIMUM_DEAL_SIZE', field: 'amountCents' });
    const noAgreement = await creator.client.op(SUBMIT_QUEST_OFFER, { ...anOffer(questId), agreementConfirmed: false });
    expect(noAgreement.errors[0]?.extensions?.code).toBe('QUEST.AGREEMENT_REQUIRED');
    const offer = await creator.client.op(SUBMIT_QUEST_OFFER, anOffer(questId, 40_000));
    const runId = offer.data!.submitQuestOffer.id;
    expect(offer.data?.submitQuestOffer).toMatchObject({ status: 'INITIAL_BID', partyToAct: 'COMPANY' });

    const offers = await company.client.op(QUEST_PARTICIPANTS, { questId, tab: 'offers', first: 20 });
    expect(offers.data?.questParticipants.edges.map((e) => e.node.creator?.username)).toEqual([creator.username]);
    const countered = await company.client.op(COUNTER_QUEST_OFFER, {
      runId,
      amountCents: 35_000,
      contentLengthMinutes: 45,
      message: 'Shorter?',
    });
    expect(countered.data?.counterQuestOffer).toMatchObject({ status: 'COUNTER_BID', partyToAct: 'CREATOR' });
    const zero = await creator.client.op(COUNTER_QUEST_OFFER, { runId, amountCents: 0, contentLengthMinutes: 45 });
    expect(zero.errors[0]?.extensions?.code).toBe('QUEST.INVALID_AMOUNT');
    const accepted = await creator.client.op(ACCEPT_QUEST_OFFER, { runId });
    expect(accepted.data?.acceptQuestOffer).toMatchObject({ status: 'PENDING_PAYMENT', agreedAmount: { cents: 35_000 } });

    const cart = await company.client.op(QUEST_CART);
    expect(cart.data?.questCart).toMatchObject({ total: { cents: 35_000 }, lines: [{ runId }] });
    // Pressed three times at once: one checkout opens, the others answer it or are told to wait.
    const racing = await Promise.all([1, 2, 3].map(() => company.client.op(START_QUEST_CHECKOUT)));
    for (const answer of racing) if (answer.errors?.length) expect(answer.errors[0]?.extensions?.code).toBe('QUEST.CHECKOUT_OPENING');
    const first = await company.client.op(START_QUEST_CHECKOUT);
    const second = await company.client.op(START_QUEST_CHECKOUT);
    const payment = first.data!.startQuestCheckout;
    expect(second.data?.startQuestCheckout.id).toBe(payment.id);
    expect(racing.filter((a) => a.data?.startQuestCheckout).map((a) => a.data!.startQuestCheckout.id)).toContain(payment.id);
    const checkoutPath = new URL(payment.checkoutUrl!).pathname;
    expect((await company.client.request(checkoutPath)).status).toBe(200);
    const paid = await answerSandbox(company.client, checkoutPath, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/company/cart/success?payment=${payment.id}`);
    // A replayed provider message (a second click on the sandbox page) changes nothing.
    await answerSandbox(company.client, checkoutPath, 'pay');
    expect((await company.client.op(QUEST_PAYMENT, { id: payment.id })).data?.questPayment).toMatchObject({
      status: 'paid',
      total: { cents: 35_000 },
    });
    const [charges] = await sql<{ n: number }>(app.databaseUrl, 'select count(*)::int as n from sandbox_payment where reference = ?', [
      payment.id,
    ]);
    expect(charges?.n).toBe(1);

    const production = await creator.client.op(QUEST_RUN, { id: runId });
    expect(production.data?.questRun).toMatchObject({ status: 'CONTENTPRODUCTION', partyToAct: 'CREATOR' });
    const submitted = await creator.client.op(SUBMIT_QUEST_CONTENT, { runId, url: 'https://www.twitch.tv/videos/123' });
    expect(submitted.data?.submitQuestContent.status).toBe('CONTENTREVIEW');
    const noComment = await company.client.op(REVIEW_QUEST_CONTENT, { runId, decision: 'decline', comment: '' });
    expect(noComment.errors[0]?.extensions).toMatchObject({ code: 'QUEST.REVIEW_COMMENT_REQUIRED', field: 'comment' });
    const approved = await company.client.op(REVIEW_QUEST_CONTENT, { runId, decision: 'approve' });
    // An open quest: the creator posts within 10 days of approval, whatever the content type.
    expect(approved.data?.reviewQuestContent.status).toBe('CONTENT_PUBLIC_AVAILABILITY_VERIFICATION');
    const notYet = await creator.client.op(CONFIRM_QUEST_CONTENT_PUBLIC, { runId });
    expect(notYet.errors[0]?.extensions).toMatchObject({ code: 'QUEST.VIDEO_NOT_PUBLIC' });
    // The sandbox platform (/dev/videos) now shows the stream's video public.
    await sql(app.databaseUrl, `insert into sandbox_video (url, visibility, updated_at) values (?, 'public', now())`, [
      'https://www.twitch.tv/videos/123',
    ]);
    const posted = await creator.client.op(CONFIRM_QUEST_CONTENT_PUBLIC, { runId });
    expect(posted.data?.confirmQuestVideoListed.status).toBe('PAYOUT');

    // The worker's payout job completes the run; the sandbox provider keeps the payout pending until paid.
    await expect
      .poll(async () => (await creator.client.op(QUEST_RUN, { id: runId })).data?.questRun.status, { timeout: 20_000, interval: 500 })
      .toBe('COMPLETED');
    const [payout] = await sql<{ id: string; status: string; amount_cents: number }>(
      app.databaseUrl,
      'select id, status, amount_cents from quest_payout where reference = ?',
      [runId],
    );
    expect(payout).toMatchObject({ status: 'pending', amount_cents: 35_000 });
    const timeline = async () =>
      (await creator.client.op(QUEST_PAYOUT_TIMELINE, { runId })).data?.questPayoutTimeline.map((s) => [s.step, s.done]);
    expect(await timeline()).toEqual([
      ['approved', true],
      ['initiated', true],
      ['pending', false],
      ['paid', false],
    ]);
    // The bank refuses it: failed on the run for both parties, and the creator is told why and what to do.
    await answerSandbox(company.client, `/dev/payouts/${payout!.id}`, 'failed');
    expect(await timeline()).toEqual([
      ['approved', true],
      ['initiated', true],
      ['pending', true],
      ['failed', true],
    ]);
    expect((await company.client.op(QUEST_RUN, { id: runId })).data?.questRun.payoutStatus).toBe('failed');
    expect((await creator.client.op(QUEST_RUN, { id: runId })).data?.questRun.payoutStatus).toBe('failed');
    expect(await app.mailTo(creator.email, 'Your Quest payout failed')).toContain('/user/settings/payments');
    // Fixing the payout details sends it again, on the same payout; saving twice pays nothing more.
    for (let i = 0; i < 2; i += 1) {
      const saved = await creator.client.op(SAVE_PAYOUT_SETUP, {
        setup: { method: 'paypal', paypalEmail: 'anna@example.com', minimumDealSizeCents: 0 },
      });
      expect(saved.errors).toEqual([]);
    }
    expect(await timeline()).toEqual([
      ['approved', true],
      ['initiated', true],
      ['pending', false],
      ['paid', false],
    ]);
    const payouts = await sql<{ id: string; status: string }>(app.databaseUrl, 'select id, status from quest_payout where reference = ?', [
      runId,
    ]);
    expect(payouts).toEqual([{ id: payout!.id, status: 'pending' }]);
    await answerSandbox(company.client, `/dev/payouts/${payout!.id}`, 'paid');
    expect(await timeline()).toEqual([
      ['approved', true],
      ['initiated', true],
      ['pending', true],
      ['paid', true],
    ]);

    // Results: the platform reports the stream behind the submitted link (as the statistics sync would).
    await sql(
      app.databaseUrl,
      `with game as (insert into statistics_game (id, name) values (gen_random_uuid(), 'Full journey game') returning id)
       insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
       select gen_random_uuid(), u.id, 'twitch', '123', 'STREAM', 'Sponsored stream', game.id, 3600, 800, 720000, 200, 260, true, now()
       from user_account u, game where u.username = ?`,
      [creator.username],
    );
    const results = (await company.client.op(QUEST_RESULTS, { questId })).data?.questResults;
    expect(results?.totals).toMatchObject({ creators: 1, content: 1, views: 800, hoursWatched: 200, spent: { cents: 35_000 } });
    expect(results?.totals.costPerHourWatched).toEqual({ cents: 175 });
    expect(results?.games.map((g) => g.gameName)).toEqual(['Full journey game']);
    expect(results?.content[0]).toMatchObject({ review: 'approved', figures: { title: 'Sponsored stream', averageCcv: 200 } });

    // Badges: the company honours the completed run, once per badge; the creator sees it on the run.
    const badge = await company.client.op(GIVE_QUEST_BADGE, { runId, badge: 'WENT_ABOVE_AND_BEYOND' });
    expect(badge.data?.giveQuestBadge.id).toBe(runId);
    const twice = await company.client.op(GIVE_QUEST_BADGE, { runId, badge: 'WENT_ABOVE_AND_BEYOND' });
    expect(twice.errors[0]?.extensions?.code).toBe('QUEST.BADGE_ALREADY_GIVEN');
    const seen = await creator.client.op(QUEST_RUN, { id: runId });
    expect(seen.data?.questRun.badges.map((b) => b.label)).toEqual(['Went above and beyond']);
  });

  it("queues each step's expiry and reminders as pg-boss jobs with singleton keys", async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Timers');
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    const runId = await anAcceptedOffer(creator.client, company.client, questId);
    const jobs = await sql<{ name: string; singleton_key: string; start_after: string }>(
      app.databaseUrl,
      `select name, singleton_key, start_after from pgboss.job where singleton_key like ? order by name, start_after`,
      [`${runId}:%`],
    );
    const run = (await company.client.op(QUEST_RUN, { id: runId })).data!.questRun;
    const due = new Date(run.dueAt!).getTime();
    const payment = jobs.filter((j) => j.singleton_key.includes(':PENDING_PAYMENT:'));
    // The payment window is 72 hours, so its 72-hour reminder would fall at the acceptance itself: only the 24-hour one is sent.
    expect(payment.map((j) => [j.name, new Date(j.start_after).getTime() - due])).toEqual([
      ['expire-quest-run', 1],
      ['remind-quest-run', -24 * 3_600_000],
    ]);
    const bid = jobs.filter((j) => j.singleton_key.includes(':INITIAL_BID:')).map((j) => j.singleton_key.split(':').at(-1));
    expect(bid).toEqual([expect.any(String), '72', '24']);
  });

  it('hidden quests: not browsed unless invited, but open by their direct URL', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Hidden');
    expect(
      (
        await company.client.op(SAVE_QUEST_STEP, {
          id: questId,
          step: 'general',
          values: { ...generalStep('Hidden'), visibility: 'Hidden' },
        })
      ).errors,
    ).toEqual([]);
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    const browsed = await creator.client.op(BROWSE_QUESTS, { first: 100 });
    expect(browsed.data?.browseQuests.edges.map((e) => e.node.id)).not.toContain(questId);
    const direct = await creator.client.op(CREATOR_QUEST, { id: questId });
    expect(direct.data?.quest).toMatchObject({ quest: { id: questId, visibility: 'Hidden' }, offerBlockers: [] });
  });

  it('names every blocker of an offer before the creator types one', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Blockers');
    await publishQuest(app, company.client, questId);
    const creator = await signedInCreator(app);
    await approveCreatorForQuests(app, creator.username);
    await sql(
      app.databaseUrl,
      `update creator_payout_account set status = 'pending' where creator_id = (select id from user_account where username = ?)`,
      [creator.username],
    );
    const view = await creator.client.op(CREATOR_QUEST, { id: questId });
    expect(view.data?.quest.offerBlockers.map((b) => b.code)).toEqual(['QUEST.PAYOUT_SETUP_REQUIRED']);
  });

  it('accepting twice in a row is refused the second time, and the cart total is the sum of its lines', async () => {
    const company = await signedInCompanyUser(app);
    const questId = await aFilledQuest(app, company.client, 'Cart');
    await publishQuest(app, company.client, questId);
    const runs: string[] = [];
    for (const amount of [12_345, 20_000]) {
      const creator = await signedInCreator(app);
      await approveCreatorForQuests(app, creator.username);
      runs.push(await anAcceptedOffer(creator.client, company.client, questId, amount));
    }
    const again = await company.client.op(ACCEPT_QUEST_OFFER, { runId: runs[0]! });
    expect(again.errors[0]?.extensions?.code).toBe('STATE.TRANSITION_NOT_ALLOWED');
    const cart = (await company.client.op(QUEST_CART)).data!.questCart;
    expect(cart.total.cents).toBe(cart.lines.reduce((sum, l) => sum + l.amount.cents, 0));
    expect(cart.total.cents).toBe(32_345);
  });
});
