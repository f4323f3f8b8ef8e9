import type { DistributionRule } from '../domain/distribution-rule.entity.ts';
import type { DistributionRuleRepositoryPort } from '../ports/distribution-rule-repository.port.ts';

export class InMemoryDistributionRuleRepository implements DistributionRuleRepositoryPort {
  readonly #rules = new Map<string, DistributionRule>();

  async findById(id: string): Promise<DistributionRule | null> {
    const rule = this.#rules.get(id);
    return rule ? structuredClone(rule) : null;
  }

  async save(rule: DistributionRule): Promise<void> {
    this.#rules.set(rule.id, structuredClone(rule));
  }
}
