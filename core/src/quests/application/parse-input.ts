import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { InvalidQuestField } from '../domain/quests.errors.ts';

/** Checks input against a form schema; the first issue becomes an error on its field. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: unknown,
): Result<v.InferOutput<TSchema>, InvalidQuestField> {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  return err(new InvalidQuestField(v.getDotPath(issue) ?? 'input', issue.message));
}
