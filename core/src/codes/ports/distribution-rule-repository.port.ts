import type { DistributionRule } from '../domain/distribution-rule.entity.ts';

export interface DistributionRuleRepositoryPort {
  findById(id: string): Promise<DistributionRule | null>;
  /** Inserts or updates. */
  save(rule: DistributionRule): Promise<void>;
}
