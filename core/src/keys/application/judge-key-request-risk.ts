import { err, ok, type Result } from '../../shared/result.ts';
import { judgeKeyRequestRisk, type KeyRequestRisk } from '../domain/key-request-risk.ts';
import { ParticipantNotFound } from '../domain/keys.errors.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { KeyRequestRiskSignalsPort } from '../ports/key-request-risk-signals.port.ts';
import { loadCampaign, type KeysDeps } from './keys-deps.ts';

export type KeyRequestRiskDeps = Pick<KeysDeps, 'campaigns' | 'participants'> & { riskSignals: KeyRequestRiskSignalsPort };

/**
 * The risk level of one key request for the company whose campaign it is: another company's request
 * answers "not found". A requester whose account is gone has nothing to judge and reads as null.
 */
export class JudgeKeyRequestRisk {
  private readonly deps: KeyRequestRiskDeps;
  constructor(deps: KeyRequestRiskDeps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; participantId: string }): Promise<Result<KeyRequestRisk | null, ParticipantNotFound>> {
    const participant = await this.deps.participants.findById(input.participantId);
    if (!participant) return err(new ParticipantNotFound());
    const campaign = await loadCampaign(this.deps, participant.campaignId, input.companyId);
    if (!campaign.ok) return err(new ParticipantNotFound());
    const signals = await this.deps.riskSignals.signalsFor([
      { participantId: participant.id, creatorId: participant.creatorId, requestedAt: participant.appliedAt },
    ]);
    const own = signals.get(participant.id);
    return ok(own ? judgeKeyRequestRisk(own) : null);
  }

  /**
   * A page of requests judged with one read of signals. Only the company's own campaigns' requests
   * are judged; any other, and a requester who is gone, is left out of the answer.
   */
  async forPage(input: { companyId: string; participants: readonly KeyParticipant[] }): Promise<ReadonlyMap<string, KeyRequestRisk>> {
    const campaignIds = [...new Set(input.participants.map((p) => p.campaignId))];
    const owned = new Set<string>();
    for (const id of campaignIds) {
      if ((await loadCampaign(this.deps, id, input.companyId)).ok) owned.add(id);
    }
    const signals = await this.deps.riskSignals.signalsFor(
      input.participants
        .filter((p) => owned.has(p.campaignId))
        .map((p) => ({ participantId: p.id, creatorId: p.creatorId, requestedAt: p.appliedAt })),
    );
    return new Map([...signals].map(([id, own]) => [id, judgeKeyRequestRisk(own)]));
  }
}
