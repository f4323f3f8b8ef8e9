import * as v from 'valibot';
import { isRecord } from './is-record.ts';

/**
 * A JSON object with these fields. valibot's object also takes an array (an array is an object, and
 * when every field is optional none is missing), which would then read as an empty object; only an
 * object is one. For raw JSON from outside (a REST body, a stored filter), not for GraphQL inputs.
 */
export const jsonObject = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.custom<v.InferInput<v.ObjectSchema<TEntries, undefined>>>(isRecord, 'Expected a JSON object.'), v.object(entries));
