import * as v from 'valibot';
import { platformSchema } from '../../shared/platform.schema.ts';

/** The paste form: a platform and codes one per line (a file goes through the same platform field). */
export const addCodesSchema = v.object({
  platform: platformSchema,
  codes: v.pipe(v.string(), v.trim(), v.nonEmpty('Paste at least one code, one per line.')),
});
export type AddCodesInput = v.InferInput<typeof addCodesSchema>;

export const platformOnlySchema = v.object({ platform: platformSchema });

/** Leaked-key tracing: the key as seen on the reseller site. */
export const traceKeySchema = v.object({
  value: v.pipe(v.string(), v.trim(), v.nonEmpty('Paste the key you found.'), v.maxLength(200)),
});

export const allocateCodesSchema = v.object({
  count: v.pipe(v.number('Enter a number of codes.'), v.integer('Enter a whole number.'), v.minValue(1, 'Choose at least one code.')),
});
