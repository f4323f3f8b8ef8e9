export type AvailabilityLevel = 'HIGH' | 'LOW' | 'OUT';

/** Spec section 9: red when out, yellow under 10% remaining, green at 10% or more. */
export const LOW_SHARE = 0.1;

/** The code balance level of `remaining` out of `total` (integers; nothing in total counts as out). */
export function availabilityLevel(remaining: number, total: number): AvailabilityLevel {
  if (remaining <= 0 || total <= 0) return 'OUT';
  // Compared as integers (remaining * 10 < total) so 10% exactly is never lost to floating point.
  return remaining * 10 < total ? 'LOW' : 'HIGH';
}
