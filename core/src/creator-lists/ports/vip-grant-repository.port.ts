import type { VipActivationType, VipGrant } from '../domain/vip-grant.entity.ts';

export interface VipGrantRepositoryPort {
  find(activationType: VipActivationType, activationId: string, creatorId: string): Promise<VipGrant | null>;
  /** Inserts, or replaces the grant of the same activation and creator. */
  save(grant: VipGrant): Promise<void>;
  delete(id: string): Promise<void>;
  /** The grants a creator holds, newest first. */
  listByCreator(creatorId: string): Promise<VipGrant[]>;
  /** The grants of one activation among these creators (a page of a participants table in one read). */
  listForCreators(activationType: VipActivationType, activationId: string, creatorIds: readonly string[]): Promise<VipGrant[]>;
}
