import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { InvalidProgramField } from './programs.errors.ts';

/** Parses form input; the first issue becomes a field error named by its dotted path (`perks.2`). */
export function parseFields<T>(schema: v.GenericSchema<unknown, T>, raw: unknown): Result<T, InvalidProgramField> {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  return err(new InvalidProgramField(v.getDotPath(issue) ?? 'form', issue.message));
}
