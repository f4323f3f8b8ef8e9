import { platformMatchesFilter } from '../../shared/platform.schema.ts';
import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { isListed, keyCampaignStatus, keysFor, type KeyCampaign } from '../domain/key-campaign.entity.ts';
import { keyCampaignKey, type KeyCampaignOrder } from '../domain/key-orders.ts';
import type { BrowseQuery, KeyCampaignRepositoryPort } from '../ports/key-campaign-repository.port.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class InMemoryKeyCampaignRepository implements KeyCampaignRepositoryPort {
  readonly #campaigns = new Map<string, KeyCampaign>();
  readonly #claimed = new Map<string, number>();

  async findById(id: string): Promise<KeyCampaign | null> {
    const campaign = this.#campaigns.get(id);
    return campaign ? structuredClone(campaign) : null;
  }

  async findByIds(ids: readonly string[]): Promise<KeyCampaign[]> {
    return ids.flatMap((id) => {
      const campaign = this.#campaigns.get(id);
      return campaign ? [structuredClone(campaign)] : [];
    });
  }

  async save(campaign: KeyCampaign): Promise<void> {
    this.#campaigns.set(campaign.id, structuredClone(campaign));
  }

  async listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<KeyCampaign[]> {
    const isOver = (c: KeyCampaign) => ['ended', 'past'].includes(keyCampaignStatus(c, filter.now));
    const mine = [...this.#campaigns.values()].filter((c) => c.companyId === companyId && isOver(c) === filter.ended);
    return keysetPage(mine, (c) => keyCampaignKey(c, 'company'), page).map((c) => structuredClone(c));
  }

  async namesByCompany(companyId: string): Promise<{ id: string; name: string }[]> {
    return [...this.#campaigns.values()].filter((c) => c.companyId === companyId).map((c) => ({ id: c.id, name: c.name }));
  }

  async browse(query: BrowseQuery, page: PageRequest): Promise<KeyCampaign[]> {
    const listed = [...this.#campaigns.values()].filter(
      (c) =>
        isListed(c, query.now) &&
        (query.section !== 'upcoming' || keyCampaignStatus(c, query.now) === 'upcoming') &&
        (query.genres.length === 0 || c.game.genres.some((g) => query.genres.some((q) => same(g, q)))) &&
        (query.platforms.length === 0 || query.platforms.some((f) => c.keys.some((k) => platformMatchesFilter(k.platform, f)))) &&
        (query.category === null || c.category === query.category),
    );
    return keysetPage(listed, (c) => keyCampaignKey(c, query.section), page).map((c) => structuredClone(c));
  }

  async listHeld(page: PageRequest): Promise<KeyCampaign[]> {
    const held = [...this.#campaigns.values()].filter((c) => c.publishState === 'waitingForReview');
    return keysetPage(held, (c) => keyCampaignKey(c, 'held'), page).map((c) => structuredClone(c));
  }

  async countRequest(campaignId: string): Promise<void> {
    const campaign = this.#campaigns.get(campaignId);
    if (campaign) this.#campaigns.set(campaignId, { ...campaign, requestCount: campaign.requestCount + 1 });
  }

  async reserveKey(campaignId: string, platform: string): Promise<boolean> {
    const campaign = this.#campaigns.get(campaignId);
    const offered = campaign ? keysFor(campaign, platform) : null;
    if (!offered) return false;
    const key = `${campaignId}/${offered.platform}`;
    const claimed = this.#claimed.get(key) ?? 0;
    if (claimed >= offered.count) return false;
    this.#claimed.set(key, claimed + 1);
    return true;
  }

  async claimedKeys(campaignId: string): Promise<Readonly<Record<string, number>>> {
    const counts: Record<string, number> = {};
    for (const [key, count] of this.#claimed) if (key.startsWith(`${campaignId}/`)) counts[key.slice(campaignId.length + 1)] = count;
    return counts;
  }

  cursorOf(campaign: KeyCampaign, order: KeyCampaignOrder): string {
    return encodeCursor(keyCampaignKey(campaign, order));
  }
}
