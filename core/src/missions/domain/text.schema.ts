import * as v from 'valibot';

export const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} can be at most ${max} characters.`),
  );

/** Empty or missing becomes null, so "no message" has one spelling. */
export const optionalText = (label: string, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(max, `${label} can be at most ${max} characters.`))),
  );

/** Links must be web addresses (spec section 5: links start with http://). */
export const webUrl = (label: string) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(2048, `${label} is too long.`),
    v.url(`${label} must be a valid URL starting with http:// or https://.`),
    v.regex(/^https?:\/\//i, `${label} must be a valid URL starting with http:// or https://.`),
  );

export const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} is required.`),
    v.integer(`${label} must be a whole number.`),
    v.minValue(min, min === 1 ? `${label} must be at least 1.` : `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} can be at most ${max}.`),
  );
