import type { KeyRequirements } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { CreatorEligibilityPort, KeyEligibility } from '@lurkit/core/keys/ports/creator-eligibility.port.ts';
import { evaluateRequirements } from '@lurkit/core/requirements/domain/evaluate-requirements.ts';
import type { CreatorSnapshot } from '@lurkit/core/requirements/domain/eligibility.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreatorChannelEntity, type CreatorChannelRow } from '../channels/creator-channel.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Gathers what the requirements read about a creator and evaluates them (core's requirements
 * context). Country and languages come from the creator's connected channels, the biggest channel
 * naming the country. Creator lists, programs and VIP access join here when their slices land; until
 * then nobody is on a list, in a program or VIP, so requirements asking for those are not met.
 */
export class ChannelsCreatorEligibility implements CreatorEligibilityPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** One read per creator per request: "only eligible" browsing evaluates the same creator for every campaign. */
  readonly #channels = new Map<string, Promise<CreatorChannelRow[]>>();

  async evaluate(creatorId: string, _companyId: string, requirements: KeyRequirements): Promise<KeyEligibility> {
    const channels = await this.#channelsOf(creatorId);
    const snapshot: CreatorSnapshot = {
      creatorId,
      country: channels[0]?.country ?? null,
      languages: [...new Set(channels.map((c) => c.language.slice(0, 2).toLowerCase()))],
      channels: channels.map((c) => ({
        provider: c.provider as 'twitch' | 'youtube' | 'tiktok',
        followers: c.followers,
        averageConcurrentViewers: c.averageConcurrentViewers ?? null,
        averageViewsPerVideo: c.averageViewsPerVideo ?? null,
        averageViewsPerShort: c.averageViewsPerShort ?? null,
      })),
      creatorListIds: [],
      acceptedProgramIds: [],
      hasVipAccess: false,
    };
    const result = evaluateRequirements(requirements, snapshot);
    const passed = (group: string) => result.groups.find((g) => g.group === group)?.status === 'Passed';
    return {
      eligible: result.eligible,
      locationAndLanguageMet: passed('location') && passed('language'),
      groups: result.groups.map(({ group, status, reasons }) => ({ group, status, reasons })),
    };
  }

  #channelsOf(creatorId: string): Promise<CreatorChannelRow[]> {
    if (!isUuid(creatorId)) return Promise.resolve([]);
    let found = this.#channels.get(creatorId);
    if (!found) {
      found = unitOfWork(this.#em).find(CreatorChannelEntity, { creator: creatorId }, { orderBy: { followers: 'desc', id: 'asc' } });
      this.#channels.set(creatorId, found);
    }
    return found;
  }
}
