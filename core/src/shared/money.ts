import { DomainError } from './domain-error.ts';
import { err, ok, type Result } from './result.ts';

/** Money is always whole USD cents; the brand stops a dollar amount from slipping in as cents. */
export type Cents = number & { readonly __brand: 'UsdCents' };

export class InvalidMoneyAmount extends DomainError {
  readonly code = 'MONEY.INVALID_AMOUNT';
  readonly message: string;
  override readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super();
    this.message = message;
    this.field = field;
  }
}

/** A non-negative whole number of cents, below 2^53 so arithmetic stays exact. */
export function cents(value: number, field?: string): Result<Cents, InvalidMoneyAmount> {
  if (!Number.isSafeInteger(value) || value < 0) {
    return err(new InvalidMoneyAmount('An amount must be a whole, non-negative number of cents.', field));
  }
  return ok(value as Cents);
}

/** For amounts the code itself derives from valid amounts (sums, shares): invariant, so it throws. */
export function centsOf(value: number): Cents {
  const result = cents(value);
  if (!result.ok) throw new RangeError(`Not a valid cents amount: ${value}`);
  return result.value;
}

export const addCents = (a: Cents, b: Cents): Cents => centsOf(a + b);

/** Rounds half away from zero, the usual rule for money. */
export const roundCents = (value: number): Cents => centsOf(Math.sign(value) * Math.round(Math.abs(value)));

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (amount: Cents): string => usd.format(amount / 100);
