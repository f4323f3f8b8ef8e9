import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { InvalidMissionField } from './missions.errors.ts';

/** Parses form input; the first issue becomes a field error named by its dotted path (`rewards.0.name`). */
export function parseFields<T>(schema: v.GenericSchema<unknown, T>, raw: unknown): Result<T, InvalidMissionField> {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  return err(new InvalidMissionField(v.getDotPath(issue) ?? 'form', issue.message));
}
