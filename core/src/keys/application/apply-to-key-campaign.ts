import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { acceptsApplications, type KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import {
  AgreementRequired,
  AlreadyParticipating,
  CampaignClosedToApplications,
  CreatorNotFound,
  RequirementsNotMet,
  type KeyCampaignNotFound,
} from '../domain/keys.errors.ts';
import { entryState } from '../domain/participation.ts';
import { loadCampaignForCreator, type KeysDeps } from './keys-deps.ts';

export type ApplyToKeyCampaignError =
  KeyCampaignNotFound | CampaignClosedToApplications | CreatorNotFound | AlreadyParticipating | AgreementRequired | RequirementsNotMet;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'eligibility' | 'clock'>;

/** Spec 5: special instructions and an embargo must be accepted before taking part. */
export const needsAgreement = (campaign: KeyCampaign): boolean => campaign.specialInstructions !== null || campaign.embargo !== null;

/**
 * A creator requests a key. Location and language must be met (spec 5); falling short of the other
 * requirements, or a pre-launch campaign, puts them on the waitlist; without full creator access they
 * wait for it; otherwise the company reviews them (pending).
 */
export class ApplyToKeyCampaign {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    campaignId: string;
    agreementAccepted: boolean;
  }): Promise<Result<KeyParticipant, ApplyToKeyCampaignError>> {
    const { participants, creators, eligibility, campaigns, clock } = this.deps;
    const loaded = await loadCampaignForCreator(this.deps, input.campaignId);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    const now = clock.now();
    if (!acceptsApplications(campaign, now)) return err(new CampaignClosedToApplications());
    const creator = await creators.findCreator(input.creatorId);
    if (!creator) return err(new CreatorNotFound());
    if (await participants.findByCampaignAndCreator(campaign.id, creator.id)) return err(new AlreadyParticipating());
    if (needsAgreement(campaign) && input.agreementAccepted !== true) return err(new AgreementRequired());

    const result = await eligibility.evaluate(creator.id, campaign.companyId, campaign.requirements, campaign.id);
    if (!result.locationAndLanguageMet) {
      const unmet = result.groups.filter((g) => (g.group === 'location' || g.group === 'language') && g.status === 'Not met');
      return err(new RequirementsNotMet(unmet.flatMap((g) => g.reasons)));
    }
    const state = entryState({
      hasFullCreatorAccess: creator.hasFullCreatorAccess,
      sizeFallsShort: !result.eligible,
      preLaunch: campaign.preLaunch,
    });
    const participant: KeyParticipant = {
      id: newId(),
      campaignId: campaign.id,
      creatorId: creator.id,
      state,
      appliedAt: now,
      agreementAcceptedAt: needsAgreement(campaign) ? now : null,
      reviewedAt: null,
      claim: null,
      submission: null,
      contentExpiredAt: null,
      kitSentCount: 0,
      kitLastSentAt: null,
      events: [{ type: 'requested', at: now, by: 'USER', note: state }],
    };
    await participants.save(participant);
    await campaigns.countRequest(campaign.id);
    return ok(participant);
  }
}
