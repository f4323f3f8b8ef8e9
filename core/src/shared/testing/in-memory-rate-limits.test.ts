import { describeRateLimitContract } from '../rate-limit.contract.ts';
import { InMemoryRateLimits } from './in-memory-rate-limits.ts';

describeRateLimitContract('in memory', async () => {
  const limits = new InMemoryRateLimits();
  return { limits, other: limits };
});
