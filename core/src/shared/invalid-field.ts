import * as v from 'valibot';
import { DomainError } from './domain-error.ts';
import { err, ok, type Result } from './result.ts';

/**
 * Input that breaks a field's rule. `field` is the path of the value in the form that sent it, dots
 * between keys and array indexes (`rewards.0.platform`), so a web form shows it beside that field
 * with no list of fields to keep in step.
 */
export class InvalidField extends DomainError {
  readonly code: string;
  readonly message: string;
  override readonly field: string;

  constructor(field: string, message: string, code = 'VALIDATION.INVALID_FIELD') {
    super();
    this.field = field;
    this.message = message;
    this.code = code;
  }

  /** The same error for a field of a nested form part (`profile.country`). */
  under(prefix: string): InvalidField {
    return new InvalidField(`${prefix}.${this.field}`, this.message, this.code);
  }
}

/**
 * Checks input against one of core's schemas; the first failing value becomes an InvalidField at its
 * path (`whole` when the input itself is wrong), under `code` for a context that keeps its own.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  { code, whole = '' }: { code?: string; whole?: string } = {},
): Result<v.InferOutput<TSchema>, InvalidField> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return ok(parsed.output);
  const [issue] = parsed.issues;
  return err(new InvalidField(v.getDotPath(issue) ?? whole, issue.message, code));
}
