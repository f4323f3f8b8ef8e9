import { escapeHtml } from '../../shared/escape-html.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import { moveParticipant, type KeyParticipant } from '../domain/key-participant.entity.ts';
import { ParticipantNotFound, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { loadCampaign, type KeysDeps } from './keys-deps.ts';

export type ReviewParticipantError = KeyCampaignNotFound | ParticipantNotFound | TransitionNotAllowed;
export type ReviewDecision = 'accept' | 'decline';

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'mailer' | 'clock'>;

/** The company accepts or declines pending and waitlisted creators (spec 4), one or many at once. */
export class ReviewParticipants {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** All or nothing: one participant that cannot move fails the whole batch (the caller's transaction rolls back). */
  async execute(input: {
    companyId: string;
    campaignId: string;
    participantIds: readonly string[];
    decision: ReviewDecision;
  }): Promise<Result<KeyParticipant[], ReviewParticipantError>> {
    const campaign = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!campaign.ok) return campaign;
    const ids = [...new Set(input.participantIds)];
    const found = await this.deps.participants.findByIds(ids);
    const now = this.deps.clock.now();
    const reviewed: KeyParticipant[] = [];
    for (const id of ids) {
      const participant = found.find((p) => p.id === id);
      if (!participant || participant.campaignId !== campaign.value.id) return err(new ParticipantNotFound());
      const moved = moveParticipant(participant, input.decision, now, 'COMPANY', { reviewedAt: now });
      if (!moved.ok) return moved;
      reviewed.push(moved.value);
    }
    for (const participant of reviewed) await this.deps.participants.save(participant);
    for (const participant of reviewed) await this.#tellCreator(campaign.value, participant, input.decision);
    return ok(reviewed);
  }

  /** The creator learns the answer to their request by mail and under the bell, with the campaign page (where keys are claimed) linked. */
  async #tellCreator(campaign: KeyCampaign, participant: KeyParticipant, decision: ReviewDecision) {
    const creator = await this.deps.creators.findCreator(participant.creatorId);
    if (!creator) return;
    const accepted = decision === 'accept';
    const line = accepted
      ? `Your request to join ${campaign.name} was accepted. Claim your key on the campaign page.`
      : `Your request to join ${campaign.name} was declined. You can look for other Key campaigns on the browse page.`;
    await this.deps.mailer.send({
      to: creator.email,
      subject: `Your request for ${campaign.name} was ${accepted ? 'accepted' : 'declined'}`,
      notification: { kind: 'campaignUpdates', path: `/campaigns/${campaign.id}` },
      text: `Hi ${creator.displayName},\n\n${line}\n`,
      html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>${escapeHtml(line)}</p>`,
    });
  }
}
