import * as v from 'valibot';
import { REPORT_REASONS } from './report.entity.ts';

// The ui reads the reasons from here: it may import core's schemas only.
export { REPORT_REASONS, type ReportReason } from './report.entity.ts';

export const REPORT_NOTE_MAX = 1000;
export const REPORTED_USERS_MAX = 50;

/** What the report-user modal sends. */
export const reportFormSchema = v.object({
  reason: v.picklist(REPORT_REASONS, 'Choose a reason.'),
  note: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(REPORT_NOTE_MAX, `The note can be at most ${REPORT_NOTE_MAX} characters.`),
    v.transform((note) => (note === '' ? null : note)),
  ),
});
export type ReportFormInput = v.InferInput<typeof reportFormSchema>;
