import * as v from 'valibot';
import { jsonObject } from '../shared/json-object.ts';

/** Product analytics events the web app reports (spec section 7); only known names are stored. */
export const USER_EVENT_NAMES = ['User Init'] as const;

/**
 * Text PostgreSQL can store: no NUL (text and jsonb refuse it) and no lone surrogate (jsonb refuses
 * its escape), each refused here rather than failing as a fault at the insert.
 */
const storableText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(max, `At most ${max} characters.`),
        v.check((text) => !text.includes('\u0000'), 'Text may not contain the NUL character (\\u0000).'),
        v.check((text) => text.isWellFormed(), 'Text may not contain a lone surrogate.'),
      ),
    ),
  );
const optionalText = storableText(200);

export const userEventSchema = jsonObject({
  name: v.picklist(USER_EVENT_NAMES, 'Unknown event name.'),
  data: jsonObject({
    user_id: optionalText,
    user_name: optionalText,
    language: optionalText,
    user_type: optionalText,
    company_id: optionalText,
    company_name: optionalText,
  }),
  metaData: jsonObject({
    user_id: optionalText,
    // The device id is also stored in its own varchar(100) column.
    device_id: storableText(100),
  }),
});
export type UserEventInput = v.InferInput<typeof userEventSchema>;
