import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import { createKeyCampaignSchema } from '../domain/key-campaign-steps.schema.ts';
import { newKeyCampaign, type KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeysDeps } from './keys-deps.ts';

/** The create-activation wizard's organic choices: a standard Key campaign or a pre-launch one, as a draft. */
export class CreateKeyCampaign {
  private readonly deps: Pick<KeysDeps, 'campaigns' | 'clock'>;

  constructor(deps: Pick<KeysDeps, 'campaigns' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; campaign: unknown }): Promise<Result<KeyCampaign, InvalidField>> {
    const parsed = parseInput(createKeyCampaignSchema, input.campaign);
    if (!parsed.ok) return parsed;
    const campaign = newKeyCampaign({ id: newId(), companyId: input.companyId, ...parsed.value, now: this.deps.clock.now() });
    await this.deps.campaigns.save(campaign);
    return ok(campaign);
  }
}
