import { err, ok, type Result } from '../../shared/result.ts';
import { replaceKeyFor, type KeyParticipant } from '../domain/key-participant.entity.ts';
import { NoKeyToReplace, NoReplacementKey, ParticipantNotFound, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { loadCampaign, type KeysDeps } from './keys-deps.ts';

export type ReplaceBadKeyError = KeyCampaignNotFound | ParticipantNotFound | NoKeyToReplace | NoReplacementKey;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'keyCodes' | 'clock'>;

/**
 * The campaign's company marks a creator's claimed key bad (it does not redeem) and the creator gets
 * the next unclaimed code of the same platform from the campaign's Code Manager item. With the stock
 * empty nothing changes: a bad mark without a replacement would leave the creator with no usable key
 * and the company with a half-done step, so the company adds codes and asks again.
 */
export class ReplaceBadKey {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    userId: string;
    campaignId: string;
    participantId: string;
  }): Promise<Result<KeyParticipant, ReplaceBadKeyError>> {
    const { participants, keyCodes, clock } = this.deps;
    const campaign = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!campaign.ok) return campaign;
    const participant = await participants.findById(input.participantId);
    if (!participant || participant.campaignId !== campaign.value.id) return err(new ParticipantNotFound());
    if (!participant.claim) return err(new NoKeyToReplace());

    const now = clock.now();
    const replacement = await keyCodes.replaceKey({
      companyId: campaign.value.companyId,
      codeItemId: campaign.value.codeItemId,
      campaignId: campaign.value.id,
      platform: participant.claim.platform,
      creatorId: participant.creatorId,
      at: now,
      badCode: participant.claim.code,
      markedBy: input.userId,
    });
    if (replacement === null) return err(new NoReplacementKey(participant.claim.platform));
    const replaced = replaceKeyFor(participant, replacement, now);
    if (!replaced) return err(new NoKeyToReplace());
    await participants.save(replaced);
    return ok(replaced);
  }
}
