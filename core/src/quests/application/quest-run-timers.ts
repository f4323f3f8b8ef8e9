import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import { ok, type Result } from '../../shared/result.ts';
import { HOUR_MS } from '../../shared/time.ts';
import { expireRun } from '../domain/quest-run-content.ts';
import { disputeOpen } from '../domain/quest-dispute.ts';
import { actionDue, partyToAct, type QuestRun } from '../domain/quest-run.entity.ts';
import { unansweredOfferReason } from '../domain/quest-timing.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import type { QuestRemindersPort, QuestTimersPort } from '../ports/quest-timers.port.ts';
import type { QuestRunRepositoryPort } from '../ports/quest-run-repository.port.ts';
import { PayOutRun, type PayOutRunError } from './pay-out-run.ts';
import type { QuestsDeps } from './quests-deps.ts';

/** A step identified by its deadline: a job for an earlier step of the same run finds it changed and stops. */
export interface StepTimer {
  runId: string;
  status: string;
  dueAtMs: number;
}

const sameStep = (run: { status: string; dueAt: Date | null }, timer: StepTimer) =>
  run.status === timer.status && run.dueAt?.getTime() === timer.dueAtMs;

interface MailDeps {
  runs: QuestRunRepositoryPort;
  reminders: QuestRemindersPort;
  mailer: MailerPort;
  appUrl: string;
}

/**
 * The deadline passed: the run goes to its step's failure end (bid, payment, content, listing), or,
 * for content the company left unreviewed, on as approved; the creator is told by mail then.
 */
export class ExpireQuestRun {
  private readonly deps: MailDeps & { clock: ClockPort };
  constructor(deps: MailDeps & { clock: ClockPort }) {
    this.deps = deps;
  }
  async execute(timer: StepTimer): Promise<{ expired: boolean }> {
    const run = await this.deps.runs.findById(timer.runId);
    // A disputed run is frozen: staff's decision re-arms its timers.
    if (!run || !sameStep(run, timer) || disputeOpen(run)) return { expired: false };
    const next = expireRun(run, this.deps.clock.now());
    if (!next.ok) return { expired: false };
    await this.deps.runs.save(next.value);
    if (run.status === 'CONTENTREVIEW') await this.#tellCreatorOfApproval(next.value);
    if (next.value.status === 'BID_EXPIRED' && partyToAct(run) === 'COMPANY') await this.#tellCreatorOfUnansweredOffer(run);
    return { expired: true };
  }
  /** The request SLA: the creator learns that the company let their offer wait too long, and why it ended. */
  async #tellCreatorOfUnansweredOffer(run: QuestRun) {
    const [to, name] = await Promise.all([this.deps.reminders.addressesOf(run, 'CREATOR'), this.deps.reminders.questNameOf(run.questId)]);
    const path = `/campaigns/quests/${run.questId}/${run.id}`;
    const text = `Your offer for the Quest "${name}" ended without an answer: ${unansweredOfferReason(run)} You can bid on other Quests.\n\nOpen the quest log: ${this.deps.appUrl}${path}`;
    for (const address of to) {
      await this.deps.mailer.send({
        to: address,
        subject: 'Your Quest offer was not answered',
        notification: { kind: 'campaignUpdates', path },
        text,
        html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
      });
    }
  }
  async #tellCreatorOfApproval(run: QuestRun) {
    const [to, name] = await Promise.all([this.deps.reminders.addressesOf(run, 'CREATOR'), this.deps.reminders.questNameOf(run.questId)]);
    const link = `${this.deps.appUrl}/campaigns/quests/${run.questId}/${run.id}`;
    const next =
      run.status === 'PAYOUT'
        ? 'Your payout is on its way.'
        : 'Post it publicly within 10 days and tell us in the quest log; payout follows.';
    const text = `Your content for the Quest "${name}" was approved automatically: the company did not review it within 5 days. ${next}\n\nOpen the quest log: ${link}`;
    for (const address of to) {
      await this.deps.mailer.send({
        to: address,
        subject: 'Your Quest content was approved',
        notification: { kind: 'campaignUpdates', path: `/campaigns/quests/${run.questId}/${run.id}` },
        text,
        html: `<p>${text.replace(/\n\n/g, '</p><p>')}</p>`,
      });
    }
  }
}

const PARTY_WORDS = { COMPANY: 'answer or pay', CREATOR: 'act' } as const;

/** 72 h and 24 h before a deadline, the party that must act gets a mail (still the same step, else nothing). */
export class RemindQuestRun {
  private readonly deps: MailDeps;
  constructor(deps: MailDeps) {
    this.deps = deps;
  }
  async execute(timer: StepTimer & { hoursBefore: number }): Promise<{ sent: number }> {
    const run = await this.deps.runs.findById(timer.runId);
    if (!run || !sameStep(run, timer)) return { sent: 0 };
    const { party, deadline } = actionDue(run);
    if (!party || !deadline) return { sent: 0 };
    const [to, name] = await Promise.all([this.deps.reminders.addressesOf(run, party), this.deps.reminders.questNameOf(run.questId)]);
    const link = `${this.deps.appUrl}/campaigns/quests/${run.questId}/${run.id}`;
    const hours = Math.round((deadline.getTime() - timer.dueAtMs + timer.hoursBefore * HOUR_MS) / HOUR_MS);
    for (const address of to) {
      const ask =
        run.status === 'CONTENTREVIEW'
          ? `has content waiting for your review: review it within ${hours} hours, or it is approved automatically and the creator is paid.`
          : `needs you to ${PARTY_WORDS[party]} within ${hours} hours, or it ends without payout.`;
      const text = `Your Quest "${name}" ${ask}\n\nOpen the quest log: ${link}`;
      await this.deps.mailer.send({
        to: address,
        subject: `Quest deadline in ${hours} hours`,
        notification: { kind: 'deadlineReminders', path: `/campaigns/quests/${run.questId}/${run.id}` },
        text,
        html: `<p>${text.replace(/\n\n/g, '</p><p>')}</p>`,
      });
    }
    return { sent: to.length };
  }
}

/**
 * The worker pays an approved run out and tells the creator, in the caller's transaction: a run
 * already paid out (a retried job) is left as it is, and gets no second mail.
 */
export class PayOutApprovedRun {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'ledger' | 'clock' | 'events'> & MailDeps;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'ledger' | 'clock' | 'events'> & MailDeps) {
    this.deps = deps;
  }
  async execute(input: { runId: string }): Promise<Result<{ paidOut: boolean }, PayOutRunError>> {
    const run = await this.deps.runs.findById(input.runId);
    // Frozen by a dispute: nothing is paid until staff decide (a release queues the payout again).
    if (run?.status !== 'PAYOUT' || disputeOpen(run)) return ok({ paidOut: false });
    const paid = await new PayOutRun(this.deps).execute(input);
    if (!paid.ok) return paid;
    const [to, name] = await Promise.all([this.deps.reminders.addressesOf(run, 'CREATOR'), this.deps.reminders.questNameOf(run.questId)]);
    const text = `Your payout for the Quest "${name}" is on its way: expect it in 2-3 bank days.\n\nFollow it in the quest log: ${this.deps.appUrl}/campaigns/quests/${run.questId}/${run.id}`;
    for (const address of to) {
      await this.deps.mailer.send({
        to: address,
        subject: 'Your Quest payout is on its way',
        text,
        html: `<p>${text.replace(/\n\n/g, '</p><p>')}</p>`,
      });
    }
    return ok({ paidOut: true });
  }
}

/**
 * On worker start, every run with a timed step (or awaiting payout) gets its timers queued again:
 * jobs lost with a database restore, or runs written without them (the demo seed), are covered, and
 * the singleton keys make it a no-op for runs whose timers are there.
 */
export class ArmQuestTimers {
  private readonly deps: { runs: QuestRunRepositoryPort; timers: QuestTimersPort };
  constructor(deps: { runs: QuestRunRepositoryPort; timers: QuestTimersPort }) {
    this.deps = deps;
  }
  async execute(): Promise<{ armed: number }> {
    let armed = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.deps.runs.listTimed(after, 200);
      for (const run of page) await this.deps.timers.scheduleStep(run);
      armed += page.length;
      if (page.length < 200) return { armed };
      after = page.at(-1)?.id ?? null;
    }
  }
}
