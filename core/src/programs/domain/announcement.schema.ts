import * as v from 'valibot';

/** Our choices: the spec requires title and text but gives no lengths. */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_TEXT_MAX = 10_000;

export const announcementSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Title is required.'),
    v.maxLength(ANNOUNCEMENT_TITLE_MAX, `Title can be at most ${ANNOUNCEMENT_TITLE_MAX} characters.`),
  ),
  text: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Text is required.'),
    v.maxLength(ANNOUNCEMENT_TEXT_MAX, `Text can be at most ${ANNOUNCEMENT_TEXT_MAX} characters.`),
  ),
});
export type AnnouncementInput = v.InferInput<typeof announcementSchema>;
