import type { VipActivationType } from '../domain/vip-grant.entity.ts';

/** The Key campaign (or Creator Program) a grant is for, to check it is the granting company's. */
export interface VipActivationDirectoryPort {
  findActivation(type: VipActivationType, id: string): Promise<{ readonly companyId: string } | null>;
}
