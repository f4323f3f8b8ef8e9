import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseInput } from './invalid-field.ts';

const missionForm = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Name is required.')),
  rewards: v.array(v.object({ platform: v.pipe(v.string(), v.nonEmpty('Choose a platform.')), codes: v.number() })),
});

describe('parseInput', () => {
  it("names a nested value by the form's own path", () => {
    const result = parseInput(missionForm, {
      name: 'Launch',
      rewards: [
        { platform: 'Steam', codes: 1 },
        { platform: '', codes: 2 },
      ],
    });
    expect(!result.ok && { code: result.error.code, field: result.error.field, message: result.error.message }).toEqual({
      code: 'VALIDATION.INVALID_FIELD',
      field: 'rewards.1.platform',
      message: 'Choose a platform.',
    });
  });

  it('names a top-level value by its key, and passes valid input through as the output', () => {
    const missing = parseInput(missionForm, { name: '', rewards: [] });
    expect(!missing.ok && missing.error.field).toBe('name');
    expect(parseInput(missionForm, { name: 'Launch', rewards: [] })).toEqual({ ok: true, value: { name: 'Launch', rewards: [] } });
  });
});
