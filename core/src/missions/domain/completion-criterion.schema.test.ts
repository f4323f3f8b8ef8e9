import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseFields } from './field-parse.ts';
import { CRITERION_AMOUNT_MAX, METRIC_TYPES, completionCriteriaSchema, criterionSchema } from './completion-criterion.schema.ts';

const clicks = { metricType: 'CLICKS', amount: 100, url: 'https://store.example.com/game', callToAction: 'Wishlist now' };
const custom = { metricType: 'CUSTOM', amount: 1, description: 'Post a screenshot', submissionType: 'url' };
const parse = (raw: unknown) => parseFields(criterionSchema, raw);

describe('completion criterion', () => {
  it.each(METRIC_TYPES.filter((m) => m !== 'CLICKS' && m !== 'CUSTOM'))('accepts %s with an amount of 1', (metricType) => {
    expect(parse({ metricType, amount: 1 })).toEqual({ ok: true, value: { metricType, amount: 1 } });
  });

  it('accepts CLICKS with a URL and a trimmed call to action', () => {
    expect(parse({ ...clicks, callToAction: ' Wishlist now ' })).toEqual({ ok: true, value: clicks });
  });

  it.each(['message', 'url'])('accepts CUSTOM with a description and %s submission', (submissionType) => {
    expect(parse({ ...custom, submissionType }).ok).toBe(true);
  });

  it.each([
    ['amount 0', { metricType: 'VIDEO_VIEWS', amount: 0 }, 'amount'],
    ['a negative amount', { metricType: 'STREAM_CONTENT_CCV', amount: -5 }, 'amount'],
    ['a fractional amount', { metricType: 'STREAM_CONTENT_CCV', amount: 1.5 }, 'amount'],
    ['an amount above the maximum', { metricType: 'VIDEO_VIEWS', amount: CRITERION_AMOUNT_MAX + 1 }, 'amount'],
    ['CLICKS without a URL', { ...clicks, url: '' }, 'url'],
    ['CLICKS with a URL without http', { ...clicks, url: 'store.example.com' }, 'url'],
    ['CLICKS with an ftp URL', { ...clicks, url: 'ftp://store.example.com' }, 'url'],
    ['CLICKS without a call to action', { ...clicks, callToAction: '  ' }, 'callToAction'],
    ['CUSTOM without a description', { ...custom, description: '' }, 'description'],
    ['CUSTOM with a file submission', { ...custom, submissionType: 'file' }, 'submissionType'],
    ['an unknown metric type', { metricType: 'LIKES', amount: 1 }, 'metricType'],
  ])('refuses %s on its field', (_name, raw, field) => {
    expect(parse(raw)).toMatchObject({ ok: false, error: { code: 'MISSION.INVALID_FIELD', field } });
  });

  it(`accepts the maximum amount ${CRITERION_AMOUNT_MAX}`, () => {
    expect(parse({ metricType: 'VIDEO_VIEWS', amount: CRITERION_AMOUNT_MAX }).ok).toBe(true);
  });
});

describe('completion criteria groups', () => {
  it('accepts AND and OR groups of criteria', () => {
    const result = v.safeParse(completionCriteriaSchema, [
      { operator: 'AND', criteria: [clicks] },
      { operator: 'OR', criteria: [custom, { metricType: 'VIDEO_VIEWS', amount: 10 }] },
    ]);
    expect(result.success).toBe(true);
  });

  it.each([
    ['no groups', [], '', 'Add at least one completion criterion.'],
    ['an empty group', [{ operator: 'OR', criteria: [] }], '0.criteria', 'Add at least one criterion to the group.'],
    ['an unknown operator', [{ operator: 'XOR', criteria: [clicks] }], '0.operator', 'Choose how the criteria combine.'],
  ])('refuses %s', (_name, raw, field, message) => {
    const result = parseFields(v.object({ criteria: completionCriteriaSchema }), { criteria: raw });
    expect(result).toMatchObject({ ok: false, error: { field: field ? `criteria.${field}` : 'criteria', message } });
  });
});
