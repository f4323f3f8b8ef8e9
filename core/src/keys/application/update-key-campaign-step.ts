import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { KEY_CAMPAIGN_STEP_SCHEMAS, type KeyCampaignStep } from '../domain/key-campaign-steps.schema.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import { CampaignLocked, CodeItemNotOwned, CreatorListNotOwned, type KeyCampaignNotFound } from '../domain/keys.errors.ts';
import { loadCampaign, type KeysDeps } from './keys-deps.ts';

export type UpdateKeyCampaignStepError = KeyCampaignNotFound | InvalidField | CodeItemNotOwned | CreatorListNotOwned | CampaignLocked;

type Deps = Pick<KeysDeps, 'campaigns' | 'keyCodes' | 'creatorLists' | 'clock'>;

/** Saves one step of the edit wizard, whole or not at all. */
export class UpdateKeyCampaignStep {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    campaignId: string;
    step: KeyCampaignStep;
    values: unknown;
  }): Promise<Result<KeyCampaign, UpdateKeyCampaignStepError>> {
    const loaded = await loadCampaign(this.deps, input.campaignId, input.companyId);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    // Staff review what was held; changing it underneath them would approve something unseen.
    if (campaign.publishState === 'waitingForReview') return err(new CampaignLocked());
    const changed = await this.apply(campaign, input.step, input.values);
    if (!changed.ok) return changed;
    const saved: KeyCampaign = { ...changed.value, updatedAt: this.deps.clock.now() };
    await this.deps.campaigns.save(saved);
    return ok(saved);
  }

  private async apply(
    campaign: KeyCampaign,
    step: KeyCampaignStep,
    values: unknown,
  ): Promise<Result<KeyCampaign, InvalidField | CodeItemNotOwned | CreatorListNotOwned>> {
    switch (step) {
      case 'basics': {
        const parsed = parseInput(KEY_CAMPAIGN_STEP_SCHEMAS.basics, values);
        return parsed.ok ? ok({ ...campaign, ...parsed.value }) : parsed;
      }
      case 'gameInfo': {
        const parsed = parseInput(KEY_CAMPAIGN_STEP_SCHEMAS.gameInfo, values);
        if (!parsed.ok) return parsed;
        const { gameName, ...game } = parsed.value;
        return ok({ ...campaign, game: { ...game, name: gameName } });
      }
      case 'requirements': {
        const parsed = parseInput(KEY_CAMPAIGN_STEP_SCHEMAS.requirements, values);
        return parsed.ok ? ok({ ...campaign, requirements: { ...campaign.requirements, ...parsed.value } }) : parsed;
      }
      case 'access': {
        const parsed = parseInput(KEY_CAMPAIGN_STEP_SCHEMAS.access, values);
        if (!parsed.ok) return parsed;
        const { visibility, requestResponseDays, ...access } = parsed.value;
        // Another company's list would let this campaign test membership of lists it cannot see.
        const owned = await this.deps.creatorLists.ownedBy(campaign.companyId, access.creatorListIds);
        if (owned.length !== access.creatorListIds.length) return err(new CreatorListNotOwned());
        return ok({ ...campaign, visibility, requestResponseDays, requirements: { ...campaign.requirements, ...access } });
      }
      case 'creatorKit': {
        const parsed = parseInput(KEY_CAMPAIGN_STEP_SCHEMAS.creatorKit, values);
        if (!parsed.ok) return parsed;
        const { codeItemId, keys, specialInstructions, embargo } = parsed.value;
        const item = codeItemId === null ? null : await this.deps.keyCodes.codeItemOf(campaign.companyId, codeItemId);
        if (codeItemId !== null && item === null) return err(new CodeItemNotOwned());
        return ok({
          ...campaign,
          codeItemId,
          category: item?.type ?? null,
          keys,
          specialInstructions: specialInstructions === '' ? null : specialInstructions,
          embargo,
        });
      }
    }
  }
}
