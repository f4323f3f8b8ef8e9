import { describe, expect, it } from 'vitest';
import { parseCodePaste } from './code-paste.ts';

describe('parseCodePaste', () => {
  it('takes one code per line, trimmed, dropping blank lines, with any line ending', () => {
    expect(parseCodePaste('  AAA-1 \n\n\t\r\nBBB-2\r\nCCC-3\rDDD-4\n', new Set()).codes).toEqual(['AAA-1', 'BBB-2', 'CCC-3', 'DDD-4']);
  });

  it('reports a repeat within the paste with its line number and keeps the first', () => {
    const paste = parseCodePaste('AAA\nBBB\n AAA\nAAA', new Set());
    expect(paste.codes).toEqual(['AAA', 'BBB']);
    expect(paste.duplicatesInPaste).toEqual([
      { line: 3, code: 'AAA' },
      { line: 4, code: 'AAA' },
    ]);
  });

  it('reports codes the item already holds, and compares exactly (case matters)', () => {
    const paste = parseCodePaste('OLD\nold\nNEW', new Set(['OLD']));
    expect(paste.codes).toEqual(['old', 'NEW']);
    expect(paste.alreadyExisting).toEqual([{ line: 1, code: 'OLD' }]);
    expect(paste.duplicatesInPaste).toEqual([]);
  });

  it('answers nothing for an empty or blank paste', () => {
    expect(parseCodePaste(' \n \n', new Set())).toEqual({ codes: [], duplicatesInPaste: [], alreadyExisting: [] });
  });
});
