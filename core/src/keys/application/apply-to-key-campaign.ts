import { err, ok, type Result } from '../../shared/result.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import { AgreementRequired, AlreadyParticipating, type RequirementsNotMet } from '../domain/keys.errors.ts';
import { entryState } from '../domain/participation.ts';
import { enrol, locationAndLanguageRefusal, needsAgreement, openForJoining, type JoiningError } from './joining.ts';
import type { KeysDeps } from './keys-deps.ts';

export type ApplyToKeyCampaignError = JoiningError | AlreadyParticipating | AgreementRequired | RequirementsNotMet;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'eligibility' | 'clock' | 'events'>;

/**
 * A creator requests a key. Location and language must be met (spec 5); falling short of the other
 * requirements, or a pre-launch campaign, puts them on the waitlist; without full creator access they
 * wait for it; otherwise the company reviews them (pending). Requesting again changes nothing and
 * answers the first request.
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
    const opened = await openForJoining(this.deps, input.campaignId, input.creatorId);
    if (!opened.ok) return opened;
    const { campaign, creator, now } = opened.value;
    const existing = await this.deps.participants.findByCampaignAndCreator(campaign.id, creator.id);
    // Asking again (a double click, a second tab) answers the first request; a refusal stays one.
    if (existing) return existing.state === 'rejected' ? err(new AlreadyParticipating()) : ok(existing);
    if (needsAgreement(campaign) && input.agreementAccepted !== true) return err(new AgreementRequired());

    const eligibility = await this.deps.eligibility.evaluate(creator.id, campaign.companyId, campaign.requirements, campaign.id);
    const refusal = locationAndLanguageRefusal(eligibility);
    if (refusal) return err(refusal);
    const state = entryState({
      hasFullCreatorAccess: creator.hasFullCreatorAccess,
      sizeFallsShort: !eligibility.eligible,
      preLaunch: campaign.preLaunch,
    });
    return ok(await enrol(this.deps, { campaign, creatorId: creator.id, state, now, note: state }));
  }
}
