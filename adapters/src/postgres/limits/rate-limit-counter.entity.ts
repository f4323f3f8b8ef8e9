import { defineEntity, p } from '@mikro-orm/postgresql';

/** One fixed-window counter per key (see MikroOrmRateLimits); an ended window is reused by the next hit. */
export const RateLimitCounterEntity = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counter',
  properties: {
    key: p.string().length(400).primary(),
    hits: p.integer(),
    resetsAt: p.datetime().index('rate_limit_counter_resets_at_index'),
  },
});
