import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { vipGrantSchema } from '../domain/creator-list.schema.ts';
import { VipActivationNotFound, VipCreatorNotFound } from '../domain/creator-lists.errors.ts';
import type { VipGrant } from '../domain/vip-grant.entity.ts';
import type { CreatorListsDeps } from './creator-lists-deps.ts';

export type GrantVipAccessError = InvalidField | VipActivationNotFound | VipCreatorNotFound;

/** Grants (or re-grants, changing the waiver) VIP access on one of the company's activations. */
export class GrantVipAccess {
  private readonly deps: Pick<CreatorListsDeps, 'vipGrants' | 'activations' | 'creators' | 'clock'>;

  constructor(deps: Pick<CreatorListsDeps, 'vipGrants' | 'activations' | 'creators' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; grantedBy: string; form: unknown }): Promise<Result<VipGrant, GrantVipAccessError>> {
    const parsed = parseInput(vipGrantSchema, input.form);
    if (!parsed.ok) return parsed;
    const form = parsed.value;
    const activation = await this.deps.activations.findActivation(form.activationType, form.activationId);
    if (!activation || activation.companyId !== input.companyId) return err(new VipActivationNotFound());
    if ((await this.deps.creators.existingCreatorIds([form.creatorId])).length === 0) return err(new VipCreatorNotFound());
    const existing = await this.deps.vipGrants.find(form.activationType, form.activationId, form.creatorId);
    const grant: VipGrant = {
      id: existing?.id ?? newId(),
      companyId: input.companyId,
      activationType: form.activationType,
      activationId: form.activationId,
      creatorId: form.creatorId,
      waivesLocationAndLanguage: form.waivesLocationAndLanguage,
      grantedBy: input.grantedBy,
      grantedAt: this.deps.clock.now(),
    };
    await this.deps.vipGrants.save(grant);
    return ok(grant);
  }
}
