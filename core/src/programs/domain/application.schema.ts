import * as v from 'valibot';

/** Our choices: the spec names the demographics and hardware steps but not their fields' limits. */
export const HARDWARE_MAX = 20;
export const HARDWARE_ITEM_MAX = 100;

const unique = <T>(items: T[]): T[] => [...new Set(items)];

/** The join flow's demographics and hardware steps. */
export const applicantProfileSchema = v.object({
  country: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((c) => c?.trim().toUpperCase() || null),
    v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose a country from the list.'))),
  ),
  languages: v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'Choose a language from the list.'))), []),
    v.transform(unique),
    v.maxLength(20, 'Choose at most 20 languages.'),
  ),
  hardware: v.pipe(
    v.optional(
      v.array(
        v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Describe the hardware.'),
          v.maxLength(HARDWARE_ITEM_MAX, `At most ${HARDWARE_ITEM_MAX} characters.`),
        ),
      ),
      [],
    ),
    v.transform(unique),
    v.maxLength(HARDWARE_MAX, `At most ${HARDWARE_MAX} items.`),
  ),
});
export type ApplicantProfileInput = v.InferInput<typeof applicantProfileSchema>;
