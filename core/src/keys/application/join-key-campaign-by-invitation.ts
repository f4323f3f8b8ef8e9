import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { acceptsApplications } from '../domain/key-campaign.entity.ts';
import { moveParticipant, type KeyParticipant } from '../domain/key-participant.entity.ts';
import {
  AgreementRequired,
  CampaignClosedToApplications,
  CreatorNotFound,
  RequirementsNotMet,
  type KeyCampaignNotFound,
} from '../domain/keys.errors.ts';
import { needsAgreement } from './apply-to-key-campaign.ts';
import { loadCampaignForCreator, type KeysDeps } from './keys-deps.ts';

export type JoinKeyCampaignByInvitationError =
  KeyCampaignNotFound | CampaignClosedToApplications | CreatorNotFound | AgreementRequired | RequirementsNotMet | TransitionNotAllowed;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'eligibility' | 'clock'>;

/** States an invitation moves on to accepted: the company's invitation is its review. */
const ACCEPTED_BY_INVITATION = new Set(['pending', 'waitlist']);

/**
 * A creator accepts a company's invitation to a Key campaign (the invitations context calls this in the
 * same transaction as it records the answer). The invitation is the company's own choice, so the
 * creator skips the company's review and the waitlist rule and starts accepted. Location and language
 * must still be met (spec 5: always), Keys still need full creator access (spec 6: without it the
 * creator waits for access) and special instructions and embargo must still be accepted (spec 5).
 * A creator who had already requested a key (pending or waitlisted) is accepted; one further along stays.
 */
export class JoinKeyCampaignByInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    campaignId: string;
    agreementAccepted: boolean;
  }): Promise<Result<KeyParticipant, JoinKeyCampaignByInvitationError>> {
    const { participants, creators, eligibility, campaigns, clock } = this.deps;
    const loaded = await loadCampaignForCreator(this.deps, input.campaignId);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    const now = clock.now();
    if (!acceptsApplications(campaign, now)) return err(new CampaignClosedToApplications());
    const creator = await creators.findCreator(input.creatorId);
    if (!creator) return err(new CreatorNotFound());

    const existing = await participants.findByCampaignAndCreator(campaign.id, creator.id);
    if (existing) {
      if (!ACCEPTED_BY_INVITATION.has(existing.state)) return ok(existing);
      const moved = moveParticipant(existing, 'accept', now, 'COMPANY', { reviewedAt: now });
      if (!moved.ok) return moved;
      await participants.save(moved.value);
      return ok(moved.value);
    }

    if (needsAgreement(campaign) && input.agreementAccepted !== true) return err(new AgreementRequired());
    const result = await eligibility.evaluate(creator.id, campaign.companyId, campaign.requirements, campaign.id);
    if (!result.locationAndLanguageMet) {
      const unmet = result.groups.filter((g) => (g.group === 'location' || g.group === 'language') && g.status === 'Not met');
      return err(new RequirementsNotMet(unmet.flatMap((g) => g.reasons)));
    }
    const state = creator.hasFullCreatorAccess ? 'accepted' : 'waitingForAccess';
    const participant: KeyParticipant = {
      id: newId(),
      campaignId: campaign.id,
      creatorId: creator.id,
      state,
      appliedAt: now,
      agreementAcceptedAt: needsAgreement(campaign) ? now : null,
      reviewedAt: state === 'accepted' ? now : null,
      claim: null,
      submission: null,
      contentExpiredAt: null,
      kitSentCount: 0,
      kitLastSentAt: null,
      events: [{ type: 'requested', at: now, by: 'USER', note: `invitation: ${state}` }],
    };
    await participants.save(participant);
    await campaigns.countRequest(campaign.id);
    return ok(participant);
  }
}
