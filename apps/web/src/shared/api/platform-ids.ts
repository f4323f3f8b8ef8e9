import { PLATFORM_FAMILIES, platformIdFor, type PlatformFamily, type PlatformId } from '@lurkit/core/shared/platform.schema.ts';

/**
 * A platform as forms and pages hold it, by its vocabulary name ("PlayStation 5"), as the API's
 * Platform enum spells it (PLAYSTATION_5). A name outside the vocabulary goes as typed, so the API
 * refuses it at its field.
 */
export const platformIdForWire = (name: string): PlatformId => (platformIdFor(name) ?? name) as PlatformId;

/**
 * A wizard step's values with every `platform` and `platforms` field as the enum spells it: Key
 * campaign keys, Quest platforms and kit keys, Mission code rewards.
 */
export function withPlatformIds<T>(values: T): T {
  if (Array.isArray(values)) return values.map(withPlatformIds) as T;
  if (values === null || typeof values !== 'object' || values instanceof Date) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (key === 'platform' && typeof value === 'string') return [key, platformIdForWire(value)];
      if (key === 'platforms' && Array.isArray(value)) return [key, value.map((p) => (typeof p === 'string' ? platformIdForWire(p) : p))];
      return [key, withPlatformIds(value)];
    }),
  ) as T;
}

const isFamily = (value: string): value is PlatformFamily => (PLATFORM_FAMILIES as readonly string[]).includes(value);

/** A browse filter's choices (families and platforms in one list) as the API's two arguments. */
export function platformFilterForWire(chosen: readonly string[]): { families: PlatformFamily[]; platforms: PlatformId[] } {
  return { families: chosen.filter(isFamily), platforms: chosen.filter((c) => !isFamily(c)).map(platformIdForWire) };
}
