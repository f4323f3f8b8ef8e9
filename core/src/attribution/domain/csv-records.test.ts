import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.ts';

describe('csvRecords', () => {
  it('reads plain and quoted fields, doubled quotes and line breaks inside quotes, keeping each record’s first line', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z\nlast,';
    expect(csvRecords(text)).toEqual({
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, y', 'say "hi"'] },
        { line: 4, fields: ['two\nlines', 'z'] },
        { line: 6, fields: ['last', ''] },
      ],
      unclosedQuoteLine: null,
    });
  });

  it('says where a quote never closes', () => {
    expect(csvRecords('a,b\n"open,c\nmore').unclosedQuoteLine).toBe(2);
  });
});
