import { describe, expect, it, vi } from 'vitest';
import type { ValidationContext } from 'graphql';
import { schema } from '../schema.ts';
import { documentCache } from './document-cache.ts';
import { specifiedRules } from './graphql-runtime.ts';

describe('documentCache', () => {
  it('parses a text once and hands out the same document', () => {
    const documents = documentCache();
    const first = documents.parse('query Me { me { id } }');
    expect(documents.parse('query Me { me { id } }')).toBe(first);
    expect(documents.parse('query Me { me { id username } }')).not.toBe(first);
  });

  it('throws for a text that does not parse, every time', () => {
    const documents = documentCache();
    expect(() => documents.parse('query {')).toThrow(/Syntax Error/);
    expect(() => documents.parse('query {')).toThrow(/Syntax Error/);
  });

  it('validates a document once per rule set, and keeps its errors', () => {
    const documents = documentCache();
    const visits = vi.fn();
    const rule = (_context: ValidationContext) => (visits(), {});
    const good = documents.parse('query Me { me { id } }');
    expect(documents.validate(schema, good, [rule])).toEqual([]);
    expect(documents.validate(schema, good, [rule])).toEqual([]);
    expect(visits).toHaveBeenCalledTimes(1);
    const otherRule = (_context: ValidationContext) => (visits(), {});
    documents.validate(schema, good, [otherRule]);
    expect(visits).toHaveBeenCalledTimes(2);
    // Requests alternate between the limit rules and graphql's own: both results are kept.
    documents.validate(schema, good, [rule]);
    expect(visits).toHaveBeenCalledTimes(2);
    const bad = documents.parse('query Me { me { nope } }');
    expect(documents.validate(schema, bad, specifiedRules)[0]?.message).toMatch(/nope/);
    expect(documents.validate(schema, bad, specifiedRules)[0]?.message).toMatch(/nope/);
  });
});
