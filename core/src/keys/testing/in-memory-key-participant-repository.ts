import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { KeyParticipantRepositoryPort } from '../ports/key-participant-repository.port.ts';

export class InMemoryKeyParticipantRepository implements KeyParticipantRepositoryPort {
  readonly #participants = new Map<string, KeyParticipant>();

  async findById(id: string): Promise<KeyParticipant | null> {
    const participant = this.#participants.get(id);
    return participant ? structuredClone(participant) : null;
  }

  async findByCampaignAndCreator(campaignId: string, creatorId: string): Promise<KeyParticipant | null> {
    const found = [...this.#participants.values()].find((p) => p.campaignId === campaignId && p.creatorId === creatorId);
    return found ? structuredClone(found) : null;
  }

  async countClaims(campaignId: string, platform: string): Promise<number> {
    return [...this.#participants.values()].filter((p) => p.campaignId === campaignId && p.claim?.platform === platform).length;
  }

  async save(participant: KeyParticipant): Promise<void> {
    const clash = [...this.#participants.values()].find(
      (p) => p.id !== participant.id && p.campaignId === participant.campaignId && p.creatorId === participant.creatorId,
    );
    if (clash) throw new Error('The creator already takes part in this campaign.');
    this.#participants.set(participant.id, structuredClone(participant));
  }
}
