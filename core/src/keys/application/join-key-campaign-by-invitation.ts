import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { moveParticipant, type KeyParticipant } from '../domain/key-participant.entity.ts';
import { AgreementRequired, type RequirementsNotMet } from '../domain/keys.errors.ts';
import { enrol, locationAndLanguageRefusal, needsAgreement, openForJoining, type JoiningError } from './joining.ts';
import type { KeysDeps } from './keys-deps.ts';

export type JoinKeyCampaignByInvitationError = JoiningError | AgreementRequired | RequirementsNotMet | TransitionNotAllowed;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'eligibility' | 'clock' | 'events'>;

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
    const opened = await openForJoining(this.deps, input.campaignId, input.creatorId);
    if (!opened.ok) return opened;
    const { campaign, creator, now } = opened.value;

    const existing = await this.deps.participants.findByCampaignAndCreator(campaign.id, creator.id);
    if (existing) {
      if (!ACCEPTED_BY_INVITATION.has(existing.state)) return ok(existing);
      const moved = moveParticipant(existing, 'accept', now, 'COMPANY', { reviewedAt: now });
      if (!moved.ok) return moved;
      await this.deps.participants.save(moved.value);
      return ok(moved.value);
    }

    if (needsAgreement(campaign) && input.agreementAccepted !== true) return err(new AgreementRequired());
    const eligibility = await this.deps.eligibility.evaluate(creator.id, campaign.companyId, campaign.requirements, campaign.id);
    const refusal = locationAndLanguageRefusal(eligibility);
    if (refusal) return err(refusal);
    const state = creator.hasFullCreatorAccess ? 'accepted' : 'waitingForAccess';
    return ok(await enrol(this.deps, { campaign, creatorId: creator.id, state, now, note: `invitation: ${state}` }));
  }
}
