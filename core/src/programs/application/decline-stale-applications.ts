import { ok, type Result } from '../../shared/result.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { staleRequestReason } from '../../shared/response-days.schema.ts';
import { DAY_MS } from '../../shared/time.ts';
import { moveMembership } from '../domain/membership.entity.ts';
import type { ProgramsDeps } from './programs-deps.ts';

type Deps = Pick<ProgramsDeps, 'programs' | 'memberships' | 'applicants' | 'mailer' | 'clock'>;

/**
 * The request SLA for Creator Program applications: those the company left unanswered past its
 * program's response deadline are rejected by the system with the reason stated, and the creator is
 * told by mail and in the app. Idempotent: a rejected application is no longer open, so a re-delivered
 * or overlapping run finds it no more (the database skips rows another run holds).
 */
export class DeclineStaleApplications {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { limit: number }): Promise<Result<{ declined: number }, never>> {
    const { programs, memberships, applicants, mailer, clock } = this.deps;
    const now = clock.now();
    let declined = 0;
    for (const membership of await memberships.findStaleApplications(now, input.limit)) {
      const program = await programs.findById(membership.programId);
      const days = program?.applicationResponseDays ?? null;
      // The deadline may have been lifted or lengthened since the read: check it again here.
      if (!program || days === null || membership.appliedAt.getTime() + days * DAY_MS > now.getTime()) continue;
      const moved = moveMembership(membership, 'reject', now);
      if (!moved.ok) continue;
      const reason = staleRequestReason(days);
      await memberships.save({ ...moved.value, decidedBy: 'SYSTEM', decisionReason: reason });
      declined += 1;
      const creator = await applicants.findApplicant(membership.creatorId);
      if (!creator) continue;
      const line = `Your application to ${program.name} was declined automatically: ${reason} You can apply to other Creator Programs.`;
      await mailer.send({
        to: creator.email,
        subject: `Your application to ${program.name} was declined`,
        notification: { kind: 'campaignUpdates', path: `/creator-programs/${program.id}` },
        text: `Hi ${creator.displayName},\n\n${line}\n`,
        html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>${escapeHtml(line)}</p>`,
      });
    }
    return ok({ declined });
  }
}
