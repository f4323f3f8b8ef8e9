import type { PageRequest } from '../../shared/page.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant, ParticipantTab } from '../domain/key-participant.entity.ts';
import type { ParticipantState } from '../domain/participation.ts';

export interface KeyParticipantRepositoryPort {
  findById(id: string): Promise<KeyParticipant | null>;
  findByIds(ids: readonly string[]): Promise<KeyParticipant[]>;
  findByCampaignAndCreator(campaignId: string, creatorId: string): Promise<KeyParticipant | null>;
  /** The campaign and the creator's participation in it, in one read (a claim starts here); null without the campaign. */
  findWithCampaign(campaignId: string, creatorId: string): Promise<{ campaign: KeyCampaign; participant: KeyParticipant | null } | null>;
  /** The creator's participations on these campaigns (the browse page's "my state"). */
  findByCreatorAndCampaigns(creatorId: string, campaignIds: readonly string[]): Promise<KeyParticipant[]>;
  /** A campaign's participants of one tab, oldest application first. */
  listByCampaign(campaignId: string, tab: ParticipantTab, page: PageRequest): Promise<KeyParticipant[]>;
  /** One tab across many campaigns (creator management), oldest application first. */
  listByCampaigns(campaignIds: readonly string[], tab: ParticipantTab, page: PageRequest): Promise<KeyParticipant[]>;
  /** Every participation of a creator, newest first (their Key deals, and the completion rate). */
  listByCreator(creatorId: string): Promise<KeyParticipant[]>;
  /** Every participation of these creators, in one read (a page of participants with their completion rates). */
  listByCreators(creatorIds: readonly string[]): Promise<KeyParticipant[]>;
  /**
   * Requests still pending on campaigns with a response deadline, applied that many days or more
   * before `now`: oldest application first, at most `limit`.
   */
  findStaleRequests(now: Date, limit: number): Promise<KeyParticipant[]>;
  countByState(campaignId: string): Promise<Readonly<Partial<Record<ParticipantState, number>>>>;
  /** Inserts or updates; one participant per campaign and creator. */
  save(participant: KeyParticipant): Promise<void>;
  /**
   * Inserts a new participation unless the creator already takes part in the campaign, decided in the
   * store (two requests at once give one row); answers the stored one and whether this call added it.
   */
  addIfAbsent(participant: KeyParticipant): Promise<{ participant: KeyParticipant; added: boolean }>;
  cursorOf(participant: KeyParticipant): string;
}
