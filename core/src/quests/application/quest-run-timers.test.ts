import { describe, expect, it } from 'vitest';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { DAY_MS, HOUR_MS, addMs } from '../../shared/time.ts';
import { BID_RESPONSE_TIME_MS } from '../domain/quest-timing.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';

const lastPlacedAt = (run: QuestRun): Date => run.bids.at(-1)!.placedAt;
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { questsTestDeps, seedQuests } from '../testing/quests-test-deps.ts';
import { ExpireQuestRun, PayOutApprovedRun, RemindQuestRun } from './quest-run-timers.ts';

const timerOf = (run: { id: string; status: string; dueAt: Date | null }) => ({
  runId: run.id,
  status: run.status,
  dueAtMs: run.dueAt?.getTime() ?? 0,
});

const reminders = {
  addressesOf: async (_r: unknown, party: string) => [party === 'CREATOR' ? 'creator@example.com' : 'company@example.com'],
  questNameOf: async () => 'Launch',
};
const expiry = (deps: ReturnType<typeof questsTestDeps>, mailer = new RecordingMailer()) =>
  new ExpireQuestRun({ ...deps, reminders, mailer, appUrl: 'https://app.example.com' });

describe('quest run timers', () => {
  it('expires a bid at its deadline, and a timer of an earlier step does nothing', async () => {
    const deps = questsTestDeps();
    const builder = aQuestRun();
    const offer = builder.build();
    const countered = { ...builder.counteredBy('COMPANY').build(), id: offer.id };
    await seedQuests(deps, { runs: [countered] });
    deps.clock.set(offer.dueAt ?? new Date());
    expect(await expiry(deps).execute(timerOf(offer))).toEqual({ expired: false });
    deps.clock.set(countered.dueAt ?? new Date());
    expect(await expiry(deps).execute(timerOf(countered))).toEqual({ expired: true });
    expect((await deps.runs.findById(offer.id))?.status).toBe('BID_EXPIRED');
    expect(await expiry(deps).execute(timerOf(countered))).toEqual({ expired: false });
  });

  it("an offer waiting on the company expires at the company's own response deadline, and the creator is told why", async () => {
    const deps = questsTestDeps();
    const quest = aQuest()
      .with({ offerResponseDays: 14, endDate: addMs(BUILDER_NOW, 60 * DAY_MS) })
      .build();
    const offer = aQuestRun({ quest }).build();
    expect(offer.dueAt).toEqual(addMs(BUILDER_NOW, 14 * DAY_MS));
    await seedQuests(deps, { runs: [offer] });
    const mailer = new RecordingMailer();
    deps.clock.set(offer.dueAt!);
    expect(await expiry(deps, mailer).execute(timerOf(offer))).toEqual({ expired: true });
    expect((await deps.runs.findById(offer.id))?.status).toBe('BID_EXPIRED');
    expect(mailer.sent).toEqual([
      expect.objectContaining({
        to: 'creator@example.com',
        subject: 'Your Quest offer was not answered',
        notification: { kind: 'campaignUpdates', path: `/campaigns/quests/${offer.questId}/${offer.id}` },
        text: expect.stringContaining('ended without an answer: The company did not answer within 14 days.'),
      }),
    ]);
    // Re-delivered, the timer finds the step over: no second mail.
    expect(await expiry(deps, mailer).execute(timerOf(offer))).toEqual({ expired: false });
    expect(mailer.sent).toHaveLength(1);
  });

  it("a company's counter offer waiting on the creator keeps the default time, and nobody is mailed when it expires", async () => {
    const deps = questsTestDeps();
    const quest = aQuest()
      .with({ offerResponseDays: 2, endDate: addMs(BUILDER_NOW, 60 * DAY_MS) })
      .build();
    const countered = aQuestRun({ quest }).counteredBy('COMPANY').build();
    expect(countered.dueAt).toEqual(addMs(lastPlacedAt(countered), BID_RESPONSE_TIME_MS));
    await seedQuests(deps, { runs: [countered] });
    const mailer = new RecordingMailer();
    deps.clock.set(countered.dueAt!);
    expect(await expiry(deps, mailer).execute(timerOf(countered))).toEqual({ expired: true });
    expect(mailer.sent).toEqual([]);
  });

  it('expires an unpaid accepted offer at the payment window', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().acceptedBy().build();
    await seedQuests(deps, { runs: [run] });
    deps.clock.set(addMs(run.dueAt ?? new Date(), -1));
    expect(await expiry(deps).execute(timerOf(run))).toEqual({ expired: false });
    deps.clock.set(run.dueAt ?? new Date());
    await expiry(deps).execute(timerOf(run));
    expect((await deps.runs.findById(run.id))?.status).toBe('PAYMENT_EXPIRED');
  });

  it('reminds the party that must act, and nobody once the step is over', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().paid().build();
    await seedQuests(deps, { runs: [run] });
    const mailer = new RecordingMailer();
    const remind = new RemindQuestRun({ runs: deps.runs, reminders, mailer, appUrl: 'https://app.example.com' });
    expect(await remind.execute({ ...timerOf(run), hoursBefore: 24 })).toEqual({ sent: 1 });
    expect(mailer.sent[0]).toMatchObject({ to: 'creator@example.com', subject: 'Quest deadline in 24 hours' });
    expect(await remind.execute({ ...timerOf(run), dueAtMs: addMs(run.dueAt ?? new Date(), HOUR_MS).getTime(), hoursBefore: 72 })).toEqual({
      sent: 0,
    });
  });

  it('approves content left unreviewed for 5 days and tells the creator; reminds the company to review first', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().paid().submitted().build();
    await seedQuests(deps, { runs: [run] });
    const mailer = new RecordingMailer();
    const remind = new RemindQuestRun({ runs: deps.runs, reminders, mailer, appUrl: 'https://app.example.com' });
    expect(await remind.execute({ ...timerOf(run), hoursBefore: 24 })).toEqual({ sent: 1 });
    expect(mailer.sent[0]).toMatchObject({ to: 'company@example.com', text: expect.stringContaining('or it is approved automatically') });
    deps.clock.set(run.dueAt!);
    expect(await expiry(deps, mailer).execute(timerOf(run))).toEqual({ expired: true });
    expect((await deps.runs.findById(run.id))?.status).toBe('CONTENT_PUBLIC_AVAILABILITY_VERIFICATION');
    expect(mailer.sent[1]).toMatchObject({
      to: 'creator@example.com',
      subject: 'Your Quest content was approved',
      text: expect.stringContaining('did not review it within 5 days'),
    });
  });

  it('pays an approved run out once and tells the creator once: a second job finds it completed', async () => {
    const deps = questsTestDeps();
    const run = aQuestRun().paid().submitted().inPayout().build();
    await seedQuests(deps, { runs: [run] });
    const mailer = new RecordingMailer();
    const payOut = new PayOutApprovedRun({ ...deps, reminders, mailer, appUrl: 'https://app.example.com' });
    expect(await payOut.execute({ runId: run.id })).toEqual({ ok: true, value: { paidOut: true } });
    expect(await payOut.execute({ runId: run.id })).toEqual({ ok: true, value: { paidOut: false } });
    expect(deps.payouts.payouts).toHaveLength(1);
    expect(mailer.sent).toEqual([expect.objectContaining({ to: 'creator@example.com', subject: 'Your Quest payout is on its way' })]);
    expect((await deps.runs.findById(run.id))?.status).toBe('COMPLETED');
  });
});
