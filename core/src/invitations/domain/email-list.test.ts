import { describe, expect, it } from 'vitest';
import { parseEmailList } from './email-list.ts';

describe('parseEmailList', () => {
  it('keeps one valid address per line, trimmed and in lower case, skipping blank lines', () => {
    expect(parseEmailList('  Ada@Example.com \n\n \r\nbob@example.org\r\n').emails).toEqual([
      { line: 1, value: 'ada@example.com' },
      { line: 4, value: 'bob@example.org' },
    ]);
  });

  it('reports each invalid line with its number, including two addresses on one line', () => {
    expect(parseEmailList('ok@example.com\nnot-an-email\na@b.c, d@e.f\n@example.com').invalid).toEqual([
      { line: 2, value: 'not-an-email' },
      { line: 3, value: 'a@b.c, d@e.f' },
      { line: 4, value: '@example.com' },
    ]);
  });

  it('dedupes ignoring case, reporting the later lines', () => {
    const list = parseEmailList('a@example.com\nA@EXAMPLE.COM\nb@example.com\na@example.com');
    expect(list.emails.map((e) => e.value)).toEqual(['a@example.com', 'b@example.com']);
    expect(list.duplicates).toEqual([
      { line: 2, value: 'a@example.com' },
      { line: 4, value: 'a@example.com' },
    ]);
  });

  it('answers empty lists for blank input', () => {
    expect(parseEmailList('\n  \n')).toEqual({ emails: [], invalid: [], duplicates: [] });
  });
});
