import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { CodesDeps } from '../application/codes-deps.ts';
import type { CodeItem } from '../domain/code-item.entity.ts';
import type { Code } from '../domain/code.entity.ts';
import type { DistributionRule } from '../domain/distribution-rule.entity.ts';
import { BUILDER_NOW } from './builders.ts';
import { InMemoryCodeEventRepository } from './in-memory-code-event-repository.ts';
import { InMemoryCodeItemRepository } from './in-memory-code-item-repository.ts';
import { InMemoryCodeRepository } from './in-memory-code-repository.ts';
import { InMemoryCodeRequestRepository } from './in-memory-code-request-repository.ts';
import { InMemoryDistributionRuleRepository } from './in-memory-distribution-rule-repository.ts';

export interface CodesTestDeps extends CodesDeps {
  items: InMemoryCodeItemRepository;
  codes: InMemoryCodeRepository;
  requests: InMemoryCodeRequestRepository;
  rules: InMemoryDistributionRuleRepository;
  clock: SettableClock;
  events: InMemoryCodeEventRepository;
}

export function codesTestDeps(now: Date = BUILDER_NOW): CodesTestDeps {
  return {
    items: new InMemoryCodeItemRepository(),
    codes: new InMemoryCodeRepository(),
    requests: new InMemoryCodeRequestRepository(),
    rules: new InMemoryDistributionRuleRepository(),
    clock: new SettableClock(now),
    events: new InMemoryCodeEventRepository(),
  };
}

export async function seedCodes(
  deps: CodesTestDeps,
  data: { items?: CodeItem[]; codes?: Code[]; rules?: DistributionRule[] },
): Promise<void> {
  for (const item of data.items ?? []) await deps.items.save(item);
  await deps.codes.saveAll(data.codes ?? []);
  for (const rule of data.rules ?? []) await deps.rules.save(rule);
}
