import type { Cents } from '@lurkit/core/shared/money.ts';
import { builder } from './builder.ts';

/** Spec 1: the currency is USD; the field is there so clients never assume it. */
export const Currency = builder.enumType('Currency', { values: ['USD'] as const });

/** Money on the wire: integer cents with their currency, never a float of dollars. */
export const Money = builder.objectRef<{ cents: Cents }>('Money').implement({
  fields: (t) => ({
    cents: t.field({ type: 'Cents', resolve: (money) => money.cents }),
    currency: t.field({ type: Currency, resolve: () => 'USD' as const }),
  }),
});
