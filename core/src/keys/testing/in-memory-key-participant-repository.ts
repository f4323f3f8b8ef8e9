import { DAY_MS } from '../../shared/time.ts';
import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { STATES_BY_TAB, type KeyParticipant, type ParticipantTab } from '../domain/key-participant.entity.ts';
import { keyParticipantKey } from '../domain/key-orders.ts';
import type { ParticipantState } from '../domain/participation.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyCampaignRepositoryPort } from '../ports/key-campaign-repository.port.ts';
import type { KeyParticipantRepositoryPort } from '../ports/key-participant-repository.port.ts';

export class InMemoryKeyParticipantRepository implements KeyParticipantRepositoryPort {
  readonly #participants = new Map<string, KeyParticipant>();
  readonly #campaigns: KeyCampaignRepositoryPort;

  /** The store campaigns are read from, as the database's join would. */
  constructor(campaigns: KeyCampaignRepositoryPort) {
    this.#campaigns = campaigns;
  }

  all(): KeyParticipant[] {
    return [...this.#participants.values()].map((p) => structuredClone(p));
  }

  async findById(id: string): Promise<KeyParticipant | null> {
    const participant = this.#participants.get(id);
    return participant ? structuredClone(participant) : null;
  }

  async findByIds(ids: readonly string[]): Promise<KeyParticipant[]> {
    return this.all().filter((p) => ids.includes(p.id));
  }

  async findByCampaignAndCreator(campaignId: string, creatorId: string): Promise<KeyParticipant | null> {
    return this.all().find((p) => p.campaignId === campaignId && p.creatorId === creatorId) ?? null;
  }

  async findWithCampaign(
    campaignId: string,
    creatorId: string,
  ): Promise<{ campaign: KeyCampaign; participant: KeyParticipant | null } | null> {
    const campaign = await this.#campaigns.findById(campaignId);
    return campaign ? { campaign, participant: await this.findByCampaignAndCreator(campaignId, creatorId) } : null;
  }

  async findByCreatorAndCampaigns(creatorId: string, campaignIds: readonly string[]): Promise<KeyParticipant[]> {
    return this.all().filter((p) => p.creatorId === creatorId && campaignIds.includes(p.campaignId));
  }

  async listByCampaign(campaignId: string, tab: ParticipantTab, page: PageRequest): Promise<KeyParticipant[]> {
    const inTab = this.all().filter((p) => p.campaignId === campaignId && STATES_BY_TAB[tab].includes(p.state));
    return keysetPage(inTab, keyParticipantKey, page);
  }

  async listByCampaigns(campaignIds: readonly string[], tab: ParticipantTab, page: PageRequest): Promise<KeyParticipant[]> {
    const inTab = this.all().filter((p) => campaignIds.includes(p.campaignId) && STATES_BY_TAB[tab].includes(p.state));
    return keysetPage(inTab, keyParticipantKey, page);
  }

  async findStaleRequests(now: Date, limit: number): Promise<KeyParticipant[]> {
    const stale: KeyParticipant[] = [];
    for (const p of this.all().filter((p) => p.state === 'pending')) {
      const days = (await this.#campaigns.findById(p.campaignId))?.requestResponseDays ?? null;
      if (days !== null && p.appliedAt.getTime() + days * DAY_MS <= now.getTime()) stale.push(p);
    }
    return keysetPage(stale, (p) => [p.appliedAt.getTime(), p.id], { after: null, before: null, limit, inverted: false });
  }

  async listByCreator(creatorId: string): Promise<KeyParticipant[]> {
    return this.all()
      .filter((p) => p.creatorId === creatorId)
      .sort((a, b) => b.appliedAt.getTime() - a.appliedAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  async listByCreators(creatorIds: readonly string[]): Promise<KeyParticipant[]> {
    return this.all().filter((p) => creatorIds.includes(p.creatorId));
  }

  async countByState(campaignId: string): Promise<Readonly<Partial<Record<ParticipantState, number>>>> {
    const counts: Partial<Record<ParticipantState, number>> = {};
    for (const p of this.all()) if (p.campaignId === campaignId) counts[p.state] = (counts[p.state] ?? 0) + 1;
    return counts;
  }

  async addIfAbsent(participant: KeyParticipant): Promise<{ participant: KeyParticipant; added: boolean }> {
    // Checked and set without yielding, as the store's unique index decides.
    const existing = this.all().find((p) => p.campaignId === participant.campaignId && p.creatorId === participant.creatorId);
    if (existing) return { participant: structuredClone(existing), added: false };
    this.#participants.set(participant.id, structuredClone(participant));
    return { participant: structuredClone(participant), added: true };
  }

  async save(participant: KeyParticipant): Promise<void> {
    const clash = this.all().find(
      (p) => p.id !== participant.id && p.campaignId === participant.campaignId && p.creatorId === participant.creatorId,
    );
    if (clash) throw new Error('The creator already takes part in this campaign.');
    this.#participants.set(participant.id, structuredClone(participant));
  }

  cursorOf(participant: KeyParticipant): string {
    return encodeCursor(keyParticipantKey(participant));
  }
}
