import { DAY_MS } from '../../shared/time.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { staleRequestReason } from '../../shared/response-days.schema.ts';
import { ok, type Result } from '../../shared/result.ts';
import { moveParticipant, type KeyParticipant } from '../domain/key-participant.entity.ts';
import type { KeysDeps } from './keys-deps.ts';

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'mailer' | 'clock'>;

/**
 * The request SLA sweep: Key requests left pending past their campaign's response deadline are
 * declined by the system with the reason stated, and the creator is told, so nobody is left hanging.
 * Idempotent: a declined request is no longer pending, so a re-delivered or overlapping run finds it
 * no more (the database skips rows another run holds).
 */
export class DeclineStaleKeyRequests {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { limit: number }): Promise<Result<{ declined: number }, never>> {
    const { participants, campaigns, creators, mailer, clock } = this.deps;
    const now = clock.now();
    const stale = await participants.findStaleRequests(now, input.limit);
    const byId = new Map((await campaigns.findByIds([...new Set(stale.map((p) => p.campaignId))])).map((c) => [c.id, c]));
    let declined = 0;
    for (const participant of stale) {
      const campaign = byId.get(participant.campaignId);
      const days = campaign?.requestResponseDays ?? null;
      // The deadline may have been lifted or lengthened since the read: check it again here.
      if (!campaign || days === null || participant.appliedAt.getTime() + days * DAY_MS > now.getTime()) continue;
      const moved = moveParticipant(participant, 'decline', now, 'SYSTEM', { reviewedAt: now });
      if (!moved.ok) continue;
      await participants.save(withReason(moved.value, staleRequestReason(days)));
      declined += 1;
      const creator = await creators.findCreator(participant.creatorId);
      if (!creator) continue;
      await mailer.send({
        to: creator.email,
        subject: `Your request for ${campaign.name} was declined`,
        notification: { kind: 'campaignUpdates', path: `/campaigns/${campaign.id}` },
        text: `Hi ${creator.displayName},\n\nYour request to join ${campaign.name} was declined automatically: ${staleRequestReason(days)} You can look for other Key campaigns on the browse page.\n`,
        html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>Your request to join ${escapeHtml(campaign.name)} was declined automatically: ${staleRequestReason(days)} You can look for other Key campaigns on the browse page.</p>`,
      });
    }
    return ok({ declined });
  }
}

/** The decline's run event carries the reason. */
function withReason(participant: KeyParticipant, note: string): KeyParticipant {
  const last = participant.events.at(-1);
  return last ? { ...participant, events: [...participant.events.slice(0, -1), { ...last, note }] } : participant;
}
