import { PLATFORM_FAMILIES, PLATFORM_FAMILY_LABELS, platformsOfFamily } from '@lurkit/core/shared/platform.schema.ts';
import type { SelectOption } from './Select.tsx';

/** Spec 3's platforms for a picker, grouped by family: PC stores, then PlayStation consoles, and so on. */
export const PLATFORM_OPTIONS: readonly SelectOption[] = PLATFORM_FAMILIES.flatMap((family) =>
  platformsOfFamily(family).map((name) => ({ value: name, label: name, group: PLATFORM_FAMILY_LABELS[family] })),
);

/** The same platforms for a list without headings (a multi-select): each named with its family. */
export const PLATFORM_OPTIONS_WITH_FAMILY: readonly SelectOption[] = PLATFORM_OPTIONS.map((option) => ({
  value: option.value,
  label: `${option.label} (${option.group})`,
}));
