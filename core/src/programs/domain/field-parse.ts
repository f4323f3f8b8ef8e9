import type * as v from 'valibot';
import { parseInput } from '../../shared/invalid-field.ts';
import type { Result } from '../../shared/result.ts';
import type { InvalidProgramField } from './programs.errors.ts';

/** Parses form input; the first issue becomes a field error named by its dotted path (`perks.2`). */
export const parseFields = <T>(schema: v.GenericSchema<unknown, T>, raw: unknown): Result<T, InvalidProgramField> =>
  parseInput(schema, raw, { code: 'PROGRAM.INVALID_FIELD', whole: 'form' });
