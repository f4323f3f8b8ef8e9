import * as v from 'valibot';
import { PAGE_NAME_PATTERN, PAGE_NAME_REQUIREMENT } from './page-name.ts';

/** Form-side shape checks; reserved and taken names are only known to the domain and the server. */
export const pageNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Name is required.'),
  v.regex(PAGE_NAME_PATTERN, `Invalid name format. ${PAGE_NAME_REQUIREMENT}`),
);

/** The form asks in dollars; the domain stores whole cents. */
export const minimumDealSizeUsdSchema = v.pipe(
  v.number('Enter an amount.'),
  v.minValue(0, 'The minimum deal size cannot be negative.'),
  v.check((usd) => Number.isInteger(Math.round(usd * 100 * 1e6) / 1e6), 'Use at most two decimals.'),
  v.transform((usd) => Math.round(usd * 100)),
);
