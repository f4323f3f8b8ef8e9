import { cents, type Cents } from '../../../shared/money.ts';
import { err, ok, type Result } from '../../../shared/result.ts';
import { InvalidMinimumDealSize } from './profile.errors.ts';

/** A creator's minimum deal size: whole USD cents, 0 meaning any offer is welcome. */
export function parseMinimumDealSize(raw: number): Result<Cents, InvalidMinimumDealSize> {
  const parsed = cents(raw);
  return parsed.ok ? ok(parsed.value) : err(new InvalidMinimumDealSize());
}
