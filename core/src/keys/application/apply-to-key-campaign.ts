import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { acceptsApplications } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import { AlreadyParticipating, CampaignClosedToApplications, CreatorNotFound, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { entryState, sizeFallsShort } from '../domain/participation.ts';
import { loadCampaign } from './company-campaign.ts';
import type { KeysDeps } from './keys-deps.ts';

export type ApplyToKeyCampaignError = KeyCampaignNotFound | CampaignClosedToApplications | CreatorNotFound | AlreadyParticipating;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'clock'>;

/** A creator applies: pending, waitlist (size falls short, or pre-launch) or waiting for access. */
export class ApplyToKeyCampaign {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; campaignId: string }): Promise<Result<KeyParticipant, ApplyToKeyCampaignError>> {
    const { participants, creators, clock } = this.deps;
    const campaign = await loadCampaign(this.deps, input.campaignId);
    if (!campaign.ok) return campaign;
    const now = clock.now();
    if (!acceptsApplications(campaign.value, now)) return err(new CampaignClosedToApplications());
    const creator = await creators.findCreator(input.creatorId);
    if (!creator) return err(new CreatorNotFound());
    if (await participants.findByCampaignAndCreator(campaign.value.id, creator.id)) return err(new AlreadyParticipating());

    const state = entryState({
      hasFullCreatorAccess: creator.hasFullCreatorAccess,
      sizeFallsShort: sizeFallsShort(creator.size, campaign.value.participationCriteria),
      preLaunch: campaign.value.preLaunch,
    });
    const participant: KeyParticipant = {
      id: newId(),
      campaignId: campaign.value.id,
      creatorId: creator.id,
      state,
      appliedAt: now,
      reviewedAt: null,
      claim: null,
      submission: null,
      kitSentCount: 0,
      kitLastSentAt: null,
    };
    await participants.save(participant);
    return ok(participant);
  }
}
