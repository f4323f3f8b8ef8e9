import * as v from 'valibot';
import { responseDaysSchema } from '../../shared/response-days.schema.ts';
import { requirementsSchema } from '../../requirements/domain/requirements.schema.ts';

/** Our choices where the spec gives no limit: long enough for real programs, short enough for cards. */
export const PROGRAM_NAME_MAX = 100;
export const PROGRAM_DESCRIPTION_MAX = 5000;
export const PERK_MAX_LENGTH = 200;
export const PERKS_MAX = 20;
export const QUESTIONS_MAX = 20;
export const QUESTION_MAX_LENGTH = 500;
export const CODE_OF_CONDUCT_MAX = 20_000;

export const PROGRAM_VISIBILITIES = ['discoverable', 'hidden'] as const;
export type ProgramVisibility = (typeof PROGRAM_VISIBILITIES)[number];

const requiredText = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max, `${label} can be at most ${max} characters.`));

/** Members reach every Key campaign (or Quest), a number of them, or the ones the company picked. */
export const activationAccessSchema = v.variant('mode', [
  v.object({ mode: v.literal('all') }),
  v.object({
    mode: v.literal('count'),
    count: v.pipe(v.number(), v.integer('Choose a whole number.'), v.minValue(1, 'Choose at least one.')),
  }),
  v.object({ mode: v.literal('list'), ids: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1, 'Choose at least one.')) }),
]);
export type ActivationAccess = v.InferOutput<typeof activationAccessSchema>;

export const applicationQuestionSchema = v.object({
  /** Present when an existing question is edited, so the answers already given stay attached to it. */
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  text: requiredText('Question', QUESTION_MAX_LENGTH),
  required: v.boolean(),
});

const picked = v.pick(requirementsSchema, ['audience', 'location', 'languages', 'creatorListIds', 'whitelist']).entries;

/**
 * What an applicant must meet (the wizard's Requirements step): channel size, location, language and,
 * when the company picks any, being on one of its chosen creator lists or its whitelist (creator ids).
 * The picks are optional in the form: a program saved before them, or without them, is open to all.
 */
export const programRequirementsSchema = v.object({
  ...picked,
  creatorListIds: v.optional(picked.creatorListIds, []),
  whitelist: v.optional(picked.whitelist, []),
});
export type ProgramRequirements = v.InferOutput<typeof programRequirementsSchema>;

export const creatorProgramSchema = v.object({
  name: requiredText('Program name', PROGRAM_NAME_MAX),
  description: requiredText('Description', PROGRAM_DESCRIPTION_MAX),
  visibility: v.picklist(PROGRAM_VISIBILITIES, 'Choose discoverable or hidden.'),
  requirements: programRequirementsSchema,
  perks: v.pipe(v.array(requiredText('Perk', PERK_MAX_LENGTH)), v.maxLength(PERKS_MAX, `At most ${PERKS_MAX} perks.`)),
  keyAccess: activationAccessSchema,
  questAccess: activationAccessSchema,
  questions: v.pipe(v.array(applicationQuestionSchema), v.maxLength(QUESTIONS_MAX, `At most ${QUESTIONS_MAX} questions.`)),
  codeOfConduct: requiredText('Code of conduct', CODE_OF_CONDUCT_MAX),
  /** The request SLA: applications left unanswered this many days are declined by the system. */
  applicationResponseDays: v.optional(v.nullable(responseDaysSchema), null),
});
export type CreatorProgramInput = v.InferInput<typeof creatorProgramSchema>;
export type CreatorProgramFields = v.InferOutput<typeof creatorProgramSchema>;
