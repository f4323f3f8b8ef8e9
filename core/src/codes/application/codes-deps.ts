import type { ClockPort } from '../../shared/clock.port.ts';
import type { CodeItemRepositoryPort } from '../ports/code-item-repository.port.ts';
import type { CodeRepositoryPort } from '../ports/code-repository.port.ts';
import type { CodeRequestRepositoryPort } from '../ports/code-request-repository.port.ts';
import type { DistributionRuleRepositoryPort } from '../ports/distribution-rule-repository.port.ts';

/** Everything the Code Manager use cases may need; each declares its part with Pick. */
export interface CodesDeps {
  items: CodeItemRepositoryPort;
  codes: CodeRepositoryPort;
  requests: CodeRequestRepositoryPort;
  rules: DistributionRuleRepositoryPort;
  clock: ClockPort;
}
