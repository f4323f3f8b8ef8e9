import type { MailerPort } from '../../shared/mailer.port.ts';
import { HOUR_MS } from '../../shared/time.ts';
import { ok, type Result } from '../../shared/result.ts';
import { isContentOverdue, withEvent } from '../domain/key-participant.entity.ts';
import type { KeysDeps } from './keys-deps.ts';

/** Spec 9: deadline reminders at 72 and 24 hours before content is due. */
export const KEY_CONTENT_REMINDER_HOURS = [72, 24] as const;
export const reminderAt = (contentDueAt: Date, hoursBefore: number): Date => new Date(contentDueAt.getTime() - hoursBefore * HOUR_MS);

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'mailer' | 'clock'>;

export type TimerOutcome = 'sent' | 'expired' | 'nothingToDo';

/**
 * A reminder job: mails the creator when their content is still missing. Re-delivery is harmless: a
 * reminder already recorded for that many hours is not sent twice.
 */
export class RemindKeyContent {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { participantId: string; hoursBefore: number }): Promise<Result<TimerOutcome, never>> {
    const { participants, campaigns, creators, mailer, clock } = this.deps;
    const participant = await participants.findById(input.participantId);
    if (!participant || participant.state !== 'claimedKey' || !participant.claim) return ok('nothingToDo');
    const note = `${input.hoursBefore}h`;
    if (participant.events.some((e) => e.type === 'contentReminder' && e.note === note)) return ok('nothingToDo');
    const [campaign, creator] = await Promise.all([
      campaigns.findById(participant.campaignId),
      creators.findCreator(participant.creatorId),
    ]);
    if (!campaign || !creator) return ok('nothingToDo');
    await sendReminder(mailer, {
      to: creator.email,
      name: creator.displayName,
      campaign: campaign.name,
      campaignId: campaign.id,
      dueAt: participant.claim.contentDueAt,
      hours: input.hoursBefore,
    });
    await participants.save(withEvent(participant, { type: 'contentReminder', at: clock.now(), by: 'SYSTEM', note }));
    return ok('sent');
  }
}

/** The expiry job at 30 days: recorded as a run event, and from then on it lowers the completion rate. */
export class ExpireKeyContent {
  private readonly deps: Pick<KeysDeps, 'participants' | 'clock'>;

  constructor(deps: Pick<KeysDeps, 'participants' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { participantId: string }): Promise<Result<TimerOutcome, never>> {
    const now = this.deps.clock.now();
    const participant = await this.deps.participants.findById(input.participantId);
    if (!participant || participant.contentExpiredAt !== null || !isContentOverdue(participant, now)) return ok('nothingToDo');
    await this.deps.participants.save(
      withEvent({ ...participant, contentExpiredAt: now }, { type: 'contentExpired', at: now, by: 'SYSTEM' }),
    );
    return ok('expired');
  }
}

async function sendReminder(
  mailer: MailerPort,
  m: { to: string; name: string; campaign: string; campaignId: string; dueAt: Date; hours: number },
): Promise<void> {
  const due = m.dueAt.toLocaleString('en-GB', { timeZone: 'Europe/Stockholm', dateStyle: 'medium', timeStyle: 'short' });
  await mailer.send({
    to: m.to,
    subject: `Your ${m.campaign} content is due in ${m.hours} hours`,
    notification: { kind: 'deadlineReminders', path: `/campaigns/${m.campaignId}` },
    text: `Hi ${m.name},\n\nYour content for ${m.campaign} is due by ${due} (Stockholm time). Submit the link on the campaign page; late or missing content lowers your completion rate.\n`,
    html: `<p>Hi ${escapeHtml(m.name)},</p><p>Your content for ${escapeHtml(m.campaign)} is due by <strong>${due}</strong> (Stockholm time). Submit the link on the campaign page; late or missing content lowers your completion rate.</p>`,
  });
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
