import { wholeNumber } from './text.schema.ts';

/** Spec section 9: 0 means unlimited, 1 once, otherwise N times. */
export const REPEAT_UNLIMITED = 0;
/** Our choice: the spec gives no upper bound; above this a company should pick unlimited. */
export const REPEAT_COUNT_MAX = 100;

export const repeatCountSchema = wholeNumber('Repeat count', 0, REPEAT_COUNT_MAX);

export function repeatCountLabel(repeatCount: number): string {
  if (repeatCount === REPEAT_UNLIMITED) return 'Unlimited';
  return repeatCount === 1 ? 'Once' : `${repeatCount} times`;
}

/** Whether a creator who has completed `completedRuns` runs may start another. */
export const mayRepeat = (repeatCount: number, completedRuns: number): boolean =>
  repeatCount === REPEAT_UNLIMITED || completedRuns < repeatCount;
