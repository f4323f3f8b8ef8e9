/**
 * Narrows a text column to one of the domain's values. A value outside the list means the table holds
 * something the domain cannot represent, which is a fault, so it throws rather than guessing.
 */
export function knownValue<const T extends string>(allowed: readonly T[], value: string, column: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Unexpected ${column} in the database: ${value}`);
  return found;
}
