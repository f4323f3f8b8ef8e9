import * as v from 'valibot';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { VipActivationNotFound } from '../domain/creator-lists.errors.ts';
import { VIP_ACTIVATION_TYPES } from '../domain/vip-grant.entity.ts';
import type { CreatorListsDeps } from './creator-lists-deps.ts';

const revokeSchema = v.object({
  activationType: v.picklist(VIP_ACTIVATION_TYPES),
  activationId: v.pipe(v.string(), v.nonEmpty()),
  creatorId: v.pipe(v.string(), v.nonEmpty()),
});

/** Takes VIP access back; revoking one that is not there is no error (the toggle is simply off). */
export class RevokeVipAccess {
  private readonly deps: Pick<CreatorListsDeps, 'vipGrants' | 'activations'>;

  constructor(deps: Pick<CreatorListsDeps, 'vipGrants' | 'activations'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; form: unknown }): Promise<Result<{ revoked: boolean }, InvalidField | VipActivationNotFound>> {
    const parsed = parseInput(revokeSchema, input.form);
    if (!parsed.ok) return parsed;
    const { activationType, activationId, creatorId } = parsed.value;
    const activation = await this.deps.activations.findActivation(activationType, activationId);
    if (!activation || activation.companyId !== input.companyId) return err(new VipActivationNotFound());
    const grant = await this.deps.vipGrants.find(activationType, activationId, creatorId);
    if (grant) await this.deps.vipGrants.delete(grant.id);
    return ok({ revoked: grant !== null });
  }
}
