import type { VipActivationType, VipGrant } from '../domain/vip-grant.entity.ts';
import type { CreatorListsDeps } from './creator-lists-deps.ts';

/** The creator's own grants, newest first. */
export class MyVipAccess {
  private readonly deps: Pick<CreatorListsDeps, 'vipGrants'>;

  constructor(deps: Pick<CreatorListsDeps, 'vipGrants'>) {
    this.deps = deps;
  }

  execute(input: { creatorId: string }): Promise<VipGrant[]> {
    return this.deps.vipGrants.listByCreator(input.creatorId);
  }
}

/**
 * The grants of one activation among a page of its participants, for the company that owns it: grants
 * carry the company id, so another company's activation id answers nothing.
 */
export class VipGrantsForCreators {
  private readonly deps: Pick<CreatorListsDeps, 'vipGrants'>;

  constructor(deps: Pick<CreatorListsDeps, 'vipGrants'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    activationType: VipActivationType;
    activationId: string;
    creatorIds: readonly string[];
  }): Promise<VipGrant[]> {
    const grants = await this.deps.vipGrants.listForCreators(input.activationType, input.activationId, input.creatorIds);
    return grants.filter((g) => g.companyId === input.companyId);
  }
}
