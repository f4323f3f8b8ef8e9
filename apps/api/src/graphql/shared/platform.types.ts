import {
  PLATFORM_FAMILIES,
  PLATFORM_FAMILY_LABELS,
  PLATFORM_NAMES,
  PLATFORMS,
  platformIdOf,
  type Platform,
  type PlatformFamily,
} from '@lurkit/core/shared/platform.schema.ts';
import { builder } from './builder.ts';

/**
 * Spec 3's platforms: on the wire each is its identifier (PLAYSTATION_5), in resolvers and core its
 * vocabulary name ("PlayStation 5"). An input field of this type refuses any other value before a
 * resolver runs (BAD_USER_INPUT), so free text cannot split one stock in two.
 */
export const PlatformEnum = builder.enumType('Platform', {
  description: 'A store or console of the platform vocabulary (spec 3), grouped in families.',
  values: Object.fromEntries(
    PLATFORM_NAMES.map((name) => [
      platformIdOf(name),
      { value: name, description: `${name} (${PLATFORM_FAMILY_LABELS[PLATFORMS[name]]})` },
    ]),
  ) as Record<string, { value: Platform; description: string }>,
});

/** Spec 3's six platform families; a browse filter by a family finds every platform in it. */
export const PlatformFamilyEnum = builder.enumType('PlatformFamily', {
  values: Object.fromEntries(PLATFORM_FAMILIES.map((family) => [family, { value: family }])) as Record<
    PlatformFamily,
    { value: PlatformFamily }
  >,
});
