import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { moveParticipant, type KeyParticipant } from '../domain/key-participant.entity.ts';
import { ParticipantNotFound, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { loadCampaign } from './company-campaign.ts';
import type { KeysDeps } from './keys-deps.ts';

export type ReviewParticipantError = KeyCampaignNotFound | ParticipantNotFound | TransitionNotAllowed;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'clock'>;

/** The company accepts or declines a pending or waitlisted creator (spec 4). */
export class ReviewParticipant {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    campaignId: string;
    participantId: string;
    decision: 'accept' | 'decline';
  }): Promise<Result<KeyParticipant, ReviewParticipantError>> {
    const campaign = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!campaign.ok) return campaign;
    const participant = await this.deps.participants.findById(input.participantId);
    if (!participant || participant.campaignId !== campaign.value.id) return err(new ParticipantNotFound());
    const reviewed = moveParticipant(participant, input.decision, { reviewedAt: this.deps.clock.now() });
    if (!reviewed.ok) return reviewed;
    await this.deps.participants.save(reviewed.value);
    return ok(reviewed.value);
  }
}
