import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import { ok, type Result } from '../../shared/result.ts';
import { HOUR_MS } from '../../shared/time.ts';
import { expireRun } from '../domain/quest-run-content.ts';
import { actionDue } from '../domain/quest-run.entity.ts';
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

/** The deadline passed: the run goes to its step's failure end (bid, payment, content, listing). */
export class ExpireQuestRun {
  private readonly deps: { runs: QuestRunRepositoryPort; clock: ClockPort };
  constructor(deps: { runs: QuestRunRepositoryPort; clock: ClockPort }) {
    this.deps = deps;
  }
  async execute(timer: StepTimer): Promise<{ expired: boolean }> {
    const run = await this.deps.runs.findById(timer.runId);
    if (!run || !sameStep(run, timer)) return { expired: false };
    const next = expireRun(run, this.deps.clock.now());
    if (!next.ok) return { expired: false };
    await this.deps.runs.save(next.value);
    return { expired: true };
  }
}

const PARTY_WORDS = { COMPANY: 'answer or pay', CREATOR: 'act' } as const;

/** 72 h and 24 h before a deadline, the party that must act gets a mail (still the same step, else nothing). */
export class RemindQuestRun {
  private readonly deps: { runs: QuestRunRepositoryPort; reminders: QuestRemindersPort; mailer: MailerPort; appUrl: string };
  constructor(deps: { runs: QuestRunRepositoryPort; reminders: QuestRemindersPort; mailer: MailerPort; appUrl: string }) {
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
      const text = `Your Quest "${name}" needs you to ${PARTY_WORDS[party]} within ${hours} hours, or it ends without payout.\n\nOpen the quest log: ${link}`;
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

/** The worker pays an approved run out; a run already paid out (a retried job) is left as it is. */
export class PayOutApprovedRun {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'clock'>;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'clock'>) {
    this.deps = deps;
  }
  async execute(input: { runId: string }): Promise<Result<{ paidOut: boolean }, PayOutRunError>> {
    const run = await this.deps.runs.findById(input.runId);
    if (run?.status !== 'PAYOUT') return ok({ paidOut: false });
    const paid = await new PayOutRun(this.deps).execute(input);
    return paid.ok ? ok({ paidOut: true }) : paid;
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
