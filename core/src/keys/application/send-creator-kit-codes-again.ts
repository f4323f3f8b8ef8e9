import { err, ok, type Result } from '../../shared/result.ts';
import { withEvent, type KeyParticipant } from '../domain/key-participant.entity.ts';
import { CreatorNotFound, NoKitToSend, ParticipantNotFound, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { loadCampaign } from './keys-deps.ts';
import type { KeysDeps } from './keys-deps.ts';

export type SendCreatorKitCodesAgainError = KeyCampaignNotFound | ParticipantNotFound | NoKitToSend | CreatorNotFound;

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'creators' | 'mailer' | 'clock'>;

/** Spec 4: creator-kit codes can be sent again, e.g. when the creator lost the mail. */
export class SendCreatorKitCodesAgain {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    campaignId: string;
    participantId: string;
  }): Promise<Result<KeyParticipant, SendCreatorKitCodesAgainError>> {
    const { participants, creators, mailer, clock } = this.deps;
    const campaign = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!campaign.ok) return campaign;
    const participant = await participants.findById(input.participantId);
    if (!participant || participant.campaignId !== campaign.value.id) return err(new ParticipantNotFound());
    if (!participant.claim) return err(new NoKitToSend());
    const creator = await creators.findCreator(participant.creatorId);
    if (!creator) return err(new CreatorNotFound());

    const { platform, code } = participant.claim;
    await mailer.send({
      to: creator.email,
      subject: `Your ${campaign.value.name} key`,
      notification: { kind: 'campaignUpdates', path: `/campaigns/${campaign.value.id}` },
      text: `Hi ${creator.displayName},\n\nHere is your ${platform} key for ${campaign.value.name} again: ${code}\n`,
      html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>Here is your ${escapeHtml(platform)} key for ${escapeHtml(campaign.value.name)} again: <code>${escapeHtml(code)}</code></p>`,
    });
    const now = clock.now();
    const sent = withEvent(
      { ...participant, kitSentCount: participant.kitSentCount + 1, kitLastSentAt: now },
      { type: 'kitSent', at: now, by: 'COMPANY' },
    );
    await participants.save(sent);
    return ok(sent);
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
