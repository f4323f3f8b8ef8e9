import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { completionRate, type CompletionRate } from '../domain/completion-rate.ts';
import { isListed, type KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant, ParticipantTab } from '../domain/key-participant.entity.ts';
import { ParticipantNotFound, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import type { ParticipantState } from '../domain/participation.ts';
import type { KeyEligibility } from '../ports/creator-eligibility.port.ts';
import type { BrowseQuery } from '../ports/key-campaign-repository.port.ts';
import { needsAgreement } from './joining.ts';
import { loadCampaign, loadCampaignForCreator, type KeysDeps } from './keys-deps.ts';
import { availableFor } from './request-more-keys.ts';

export interface PlatformKeys {
  readonly platform: string;
  readonly offered: number;
  readonly claimed: number;
  /** Keys a creator can still claim: what the campaign still offers, as far as the Code Manager holds. */
  readonly available: number;
}

/** Per platform: offered by the campaign, claimed so far, and still claimable given the Code Manager's stock. */
export async function platformKeys(deps: Pick<KeysDeps, 'campaigns' | 'keyCodes'>, campaign: KeyCampaign): Promise<PlatformKeys[]> {
  const [claimedByPlatform, stock] = await Promise.all([
    deps.campaigns.claimedKeys(campaign.id),
    deps.keyCodes.availableKeys(campaign.companyId, campaign.codeItemId),
  ]);
  return campaign.keys.map(({ platform, count }) => {
    const claimed = claimedByPlatform[platform] ?? 0;
    return { platform, offered: count, claimed, available: Math.max(0, Math.min(count - claimed, availableFor(stock, platform))) };
  });
}

/** How far the "only eligible" filter reads ahead to fill one page; beyond it the page comes back short. */
export const ELIGIBLE_SCAN_LIMIT = 500;

/** The creator's browse page: listed campaigns of a section, filtered, optionally only those they are eligible for. */
export class BrowseKeyCampaigns {
  private readonly deps: Pick<KeysDeps, 'campaigns' | 'eligibility'>;

  constructor(deps: Pick<KeysDeps, 'campaigns' | 'eligibility'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; query: BrowseQuery; page: PageRequest; onlyEligible: boolean }): Promise<KeyCampaign[]> {
    const { campaigns, eligibility } = this.deps;
    if (!input.onlyEligible) return campaigns.browse(input.query, input.page);
    const found: KeyCampaign[] = [];
    let page = input.page;
    let scanned = 0;
    while (found.length < input.page.limit && scanned < ELIGIBLE_SCAN_LIMIT) {
      const batch = await campaigns.browse(input.query, page);
      scanned += batch.length;
      for (const campaign of batch) {
        if (
          found.length < input.page.limit &&
          (await eligibility.evaluate(input.creatorId, campaign.companyId, campaign.requirements, campaign.id)).eligible
        ) {
          found.push(campaign);
        }
      }
      const last = batch.at(-1);
      if (batch.length < page.limit || !last) break;
      page = { ...page, after: campaigns.cursorOf(last, input.query.section), before: null };
    }
    return found;
  }
}

export interface CreatorKeyCampaignView {
  readonly campaign: KeyCampaign;
  readonly participation: KeyParticipant | null;
  readonly eligibility: KeyEligibility;
  readonly keys: readonly PlatformKeys[];
  readonly needsAgreement: boolean;
  readonly listed: boolean;
}

/** A campaign as a creator sees it: once live, also by direct link when hidden (spec 6). */
export class ViewKeyCampaignAsCreator {
  private readonly deps: Pick<KeysDeps, 'campaigns' | 'participants' | 'eligibility' | 'keyCodes' | 'clock'>;

  constructor(deps: Pick<KeysDeps, 'campaigns' | 'participants' | 'eligibility' | 'keyCodes' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; campaignId: string }): Promise<Result<CreatorKeyCampaignView, KeyCampaignNotFound>> {
    const loaded = await loadCampaignForCreator(this.deps, input.campaignId);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    const [participation, eligibility, keys] = await Promise.all([
      this.deps.participants.findByCampaignAndCreator(campaign.id, input.creatorId),
      this.deps.eligibility.evaluate(input.creatorId, campaign.companyId, campaign.requirements, campaign.id),
      platformKeys(this.deps, campaign),
    ]);
    return ok({
      campaign,
      participation,
      eligibility,
      keys,
      needsAgreement: needsAgreement(campaign),
      listed: isListed(campaign, this.deps.clock.now()),
    });
  }
}

export interface CompanyKeyCampaignView {
  readonly campaign: KeyCampaign;
  readonly keys: readonly PlatformKeys[];
  readonly participantsByState: Readonly<Partial<Record<ParticipantState, number>>>;
}

/** The company's own campaign with its key stock and participant counts (the Overview and Results tabs). */
export class ViewKeyCampaignAsCompany {
  private readonly deps: Pick<KeysDeps, 'campaigns' | 'participants' | 'keyCodes'>;

  constructor(deps: Pick<KeysDeps, 'campaigns' | 'participants' | 'keyCodes'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; campaignId: string }): Promise<Result<CompanyKeyCampaignView, KeyCampaignNotFound>> {
    const loaded = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!loaded.ok) return loaded;
    const [keys, participantsByState] = await Promise.all([
      platformKeys(this.deps, loaded.value),
      this.deps.participants.countByState(loaded.value.id),
    ]);
    return ok({ campaign: loaded.value, keys, participantsByState });
  }
}

/** One tab of a campaign's participants, for its company only. */
export class ListKeyParticipants {
  private readonly deps: Pick<KeysDeps, 'campaigns' | 'participants'>;

  constructor(deps: Pick<KeysDeps, 'campaigns' | 'participants'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    campaignId: string;
    tab: ParticipantTab;
    page: PageRequest;
  }): Promise<Result<KeyParticipant[], KeyCampaignNotFound>> {
    const loaded = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!loaded.ok) return loaded;
    return ok(await this.deps.participants.listByCampaign(loaded.value.id, input.tab, input.page));
  }
}

/** A creator's completion rate over their Key campaigns (spec 9), shown on their profile and to companies. */
export class CreatorCompletionRate {
  private readonly deps: Pick<KeysDeps, 'participants' | 'clock'>;

  constructor(deps: Pick<KeysDeps, 'participants' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string }): Promise<CompletionRate> {
    return completionRate(await this.deps.participants.listByCreator(input.creatorId), this.deps.clock.now());
  }
}

/** The claimed key in full, only for the creator who claimed it (codes are secrets). */
export class RevealClaimedKey {
  private readonly deps: Pick<KeysDeps, 'participants'>;

  constructor(deps: Pick<KeysDeps, 'participants'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; participantId: string }): Promise<Result<string, ParticipantNotFound>> {
    const participant = await this.deps.participants.findById(input.participantId);
    if (!participant || participant.creatorId !== input.creatorId || !participant.claim) return err(new ParticipantNotFound());
    return ok(participant.claim.code);
  }
}

export interface CompanyKeyParticipant {
  participant: KeyParticipant;
  campaignName: string;
}

/**
 * Creator management's Keys tabs: one tab (pending, active, ended) across every Key campaign of the
 * company, oldest application first, each row with its campaign's name.
 */
export class ListCompanyKeyParticipants {
  private readonly deps: Pick<KeysDeps, 'campaigns' | 'participants'>;

  constructor(deps: Pick<KeysDeps, 'campaigns' | 'participants'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; tab: ParticipantTab; page: PageRequest }): Promise<CompanyKeyParticipant[]> {
    const campaigns = await this.deps.campaigns.namesByCompany(input.companyId);
    const names = new Map(campaigns.map((c) => [c.id, c.name]));
    const participants = await this.deps.participants.listByCampaigns([...names.keys()], input.tab, input.page);
    return participants.map((participant) => ({ participant, campaignName: names.get(participant.campaignId) ?? '' }));
  }
}
