import { foundContentFor, keyContentUrl, type KeyParticipant } from '../domain/key-participant.entity.ts';
import { isPublicCampaign } from '../domain/key-campaign.entity.ts';
import { keyContentAward } from '../domain/lurkcoins.ts';
import type { FoundKeyContentPort } from '../ports/found-key-content.port.ts';
import type { KeysDeps } from './keys-deps.ts';

export interface RecordFoundKeyContentDeps extends Pick<KeysDeps, 'campaigns' | 'participants' | 'ledger' | 'events'> {
  foundContent: FoundKeyContentPort;
}

/** How many participants one run looks at; the next sync takes the rest. */
export const FOUND_CONTENT_BATCH = 500;

/**
 * After a channel sync: a claimed key's content found on the creator's channel is recorded as the
 * creator's submission (on time when posted within the window), with the Lurk coins a submission
 * earns, so the creator submits by hand only what the sync did not find. Repeating a run changes
 * nothing: a participant with content is no longer looked at.
 */
export class RecordFoundKeyContent {
  private readonly deps: RecordFoundKeyContentDeps;

  constructor(deps: RecordFoundKeyContentDeps) {
    this.deps = deps;
  }

  async execute(): Promise<{ recorded: KeyParticipant[] }> {
    const { participants, campaigns, ledger, foundContent } = this.deps;
    const found = await foundContent.findUnsubmitted(FOUND_CONTENT_BATCH);
    const recorded: KeyParticipant[] = [];
    for (const content of found) {
      const participant = await participants.findById(content.participantId);
      const campaign = participant && (await campaigns.findById(participant.campaignId));
      if (!participant || !campaign) continue;
      const moved = foundContentFor(participant, keyContentUrl(content), content.postedAt);
      if (!moved.ok) continue;
      await participants.save(moved.value);
      await this.deps.events.record({
        companyId: campaign.companyId,
        kind: 'content.found',
        occurredAt: content.postedAt,
        data: { campaignId: campaign.id, participantId: participant.id, creatorId: participant.creatorId, url: keyContentUrl(content) },
      });
      if (isPublicCampaign(campaign)) await ledger.awardOnce(keyContentAward(participant.creatorId, campaign.id, content.postedAt));
      recorded.push(moved.value);
    }
    return { recorded };
  }
}
