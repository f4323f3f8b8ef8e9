import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { acceptsApplications, type KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { ParticipantState } from '../domain/participation.ts';
import { CampaignClosedToApplications, CreatorNotFound, RequirementsNotMet, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';
import type { KeyEligibility } from '../ports/creator-eligibility.port.ts';
import { loadCampaignForCreator, type KeysDeps } from './keys-deps.ts';

/** What requesting a key and accepting an invitation share: the way in, the rules every entrant meets. */

export type JoiningError = KeyCampaignNotFound | CampaignClosedToApplications | CreatorNotFound;

/** Spec 5: special instructions and an embargo must be accepted before taking part. */
export const needsAgreement = (campaign: KeyCampaign): boolean => campaign.specialInstructions !== null || campaign.embargo !== null;

/** The campaign, open to applications now, and the creator asking to join it. */
export async function openForJoining(
  deps: Pick<KeysDeps, 'campaigns' | 'creators' | 'clock'>,
  campaignId: string,
  creatorId: string,
): Promise<Result<{ campaign: KeyCampaign; creator: CreatorProfile; now: Date }, JoiningError>> {
  const loaded = await loadCampaignForCreator(deps, campaignId);
  if (!loaded.ok) return loaded;
  const now = deps.clock.now();
  if (!acceptsApplications(loaded.value, now)) return err(new CampaignClosedToApplications());
  const creator = await deps.creators.findCreator(creatorId);
  if (!creator) return err(new CreatorNotFound());
  return ok({ campaign: loaded.value, creator, now });
}

/** Spec 5: location and language must always be met, whatever else is waived; the refusal names what is missing. */
export function locationAndLanguageRefusal(eligibility: KeyEligibility): RequirementsNotMet | null {
  if (eligibility.locationAndLanguageMet) return null;
  const unmet = eligibility.groups.filter((g) => (g.group === 'location' || g.group === 'language') && g.status === 'Not met');
  return new RequirementsNotMet(unmet.flatMap((g) => g.reasons));
}

/** Saves a new participant (its agreement taken now when the campaign asks for one) and counts the request. */
export async function enrol(
  deps: Pick<KeysDeps, 'participants' | 'campaigns' | 'events'>,
  entry: { campaign: KeyCampaign; creatorId: string; state: ParticipantState; now: Date; note: string },
): Promise<KeyParticipant> {
  const { campaign, creatorId, state, now, note } = entry;
  const participant: KeyParticipant = {
    id: newId(),
    campaignId: campaign.id,
    creatorId,
    state,
    appliedAt: now,
    agreementAcceptedAt: needsAgreement(campaign) ? now : null,
    reviewedAt: state === 'accepted' ? now : null,
    claim: null,
    submission: null,
    contentExpiredAt: null,
    kitSentCount: 0,
    kitLastSentAt: null,
    replacedKeys: [],
    events: [{ type: 'requested', at: now, by: 'USER', note }],
  };
  // A double click, or two tabs at once, must not enrol twice: the second gets the first's participation.
  const stored = await deps.participants.addIfAbsent(participant);
  if (stored.added) {
    await deps.campaigns.countRequest(campaign.id);
    await deps.events.record({
      companyId: campaign.companyId,
      kind: 'key.requested',
      occurredAt: now,
      data: { campaignId: campaign.id, participantId: participant.id, creatorId, state },
    });
  }
  return stored.participant;
}
