import type * as v from 'valibot';
import { parseInput as parseSharedInput } from '../../shared/invalid-field.ts';
import type { Result } from '../../shared/result.ts';
import type { InvalidQuestField } from '../domain/quests.errors.ts';

/** Checks input against a Quest form schema; the first issue becomes an error on its field. */
export const parseInput = <TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: unknown,
): Result<v.InferOutput<TSchema>, InvalidQuestField> => parseSharedInput(schema, raw, { code: 'QUEST.INVALID_FIELD', whole: 'input' });
