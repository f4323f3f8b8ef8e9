import * as v from 'valibot';
import { keyContentSchema } from '../domain/key-campaign-steps.schema.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { campaignAllows, isPublicCampaign } from '../domain/key-campaign.entity.ts';
import { submitContentFor, type KeyParticipant } from '../domain/key-participant.entity.ts';
import {
  CampaignNotConverted,
  ContentNotExpected,
  InvalidContentUrl,
  ParticipantNotFound,
  type KeyCampaignNotFound,
} from '../domain/keys.errors.ts';
import { keyContentAward } from '../domain/lurkcoins.ts';
import { loadCampaignForCreator, type KeysDeps } from './keys-deps.ts';

export type SubmitKeyContentError =
  KeyCampaignNotFound | CampaignNotConverted | ParticipantNotFound | ContentNotExpected | InvalidContentUrl;

export interface SubmittedKeyContent {
  readonly participant: KeyParticipant;
  /** Lurkcoins booked by this submission: 100 the first time on a public campaign, else 0. */
  readonly coinsAwarded: number;
}

type Deps = Pick<KeysDeps, 'campaigns' | 'participants' | 'ledger' | 'clock' | 'events'>;

export class SubmitKeyContent {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    campaignId: string;
    url: string;
  }): Promise<Result<SubmittedKeyContent, SubmitKeyContentError>> {
    const { participants, ledger, clock } = this.deps;
    const loaded = await loadCampaignForCreator(this.deps, input.campaignId);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    if (!campaignAllows(campaign, 'submitContent')) return err(new CampaignNotConverted());
    const url = v.safeParse(keyContentSchema, { url: input.url });
    if (!url.success) return err(new InvalidContentUrl());
    const participant = await participants.findByCampaignAndCreator(campaign.id, input.creatorId);
    if (!participant) return err(new ParticipantNotFound());

    const now = clock.now();
    const submitted = submitContentFor(participant, url.output.url, now);
    if (!submitted.ok) return err(new ContentNotExpected());
    await participants.save(submitted.value);
    await this.deps.events.record({
      companyId: campaign.companyId,
      kind: 'content.submitted',
      occurredAt: now,
      data: { campaignId: campaign.id, participantId: participant.id, creatorId: input.creatorId, url: url.output.url },
    });
    // The ledger's key makes the reward once per campaign even if a participant record is recreated.
    const award = keyContentAward(input.creatorId, campaign.id, now);
    const awarded = isPublicCampaign(campaign) && (await ledger.awardOnce(award));
    return ok({ participant: submitted.value, coinsAwarded: awarded ? award.amount : 0 });
  }
}
