import * as v from 'valibot';

/** Product analytics events the web app reports (spec section 7); only known names are stored. */
export const USER_EVENT_NAMES = ['User Init'] as const;

const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))));

export const userEventSchema = v.object({
  name: v.picklist(USER_EVENT_NAMES, 'Unknown event name.'),
  data: v.object({
    user_id: optionalText,
    user_name: optionalText,
    language: optionalText,
    user_type: optionalText,
    company_id: optionalText,
    company_name: optionalText,
  }),
  metaData: v.object({
    user_id: optionalText,
    device_id: optionalText,
  }),
});
export type UserEventInput = v.InferInput<typeof userEventSchema>;
