import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodeFileReader, readCodeFile } from './code-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Codes as companies write them: letters, digits and dashes, never blank. */
const aCode = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,23}$/);
const lineEnding = fc.constantFrom('\n', '\r\n', '\r');
const padding = fc.constantFrom('', ' ', '  ', '\t');

describe('readCodeFile', () => {
  it('gives every non-blank line, trimmed, with its own line number, whatever the line endings and padding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.tuple(padding, aCode, padding), { nil: null }), { minLength: 1, maxLength: 40 }),
        lineEnding,
        (rows, eol) => {
          fc.pre(rows.some((row) => row !== null));
          const text = rows.map((row) => (row ? row.join('') : '   ')).join(eol);
          const read = readCodeFile(utf8(text), 'text');
          const expected = rows.flatMap((row, index) => (row ? [{ line: index + 1, code: row[1] }] : []));
          expect(read).toEqual({ ok: true, value: expected });
        },
      ),
    );
  });

  it('refuses a file that is not UTF-8 text, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), fc.uint8Array({ minLength: 0, maxLength: 64 }), (before, after) => {
        // 0xC3 0x28 is an invalid two-byte sequence: no UTF-8 decoder may read it as text.
        const bytes = new Uint8Array([...before, 0xc3, 0x28, ...after]);
        const read = readCodeFile(bytes, 'text');
        expect(read.ok).toBe(false);
        if (!read.ok) expect(['CODES.FILE_NOT_TEXT', 'CODES.FILE_CONTROL_CHARACTER']).toContain(read.error.code);
      }),
    );
    expect(readCodeFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00]), 'text')).toMatchObject({
      ok: false,
      error: { code: 'CODES.FILE_NOT_TEXT', field: 'file' },
    });
  });

  it('refuses the whole file at the first line holding NUL or another control character', () => {
    const control = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u2028', '\uFEFF');
    fc.assert(
      fc.property(fc.array(aCode, { minLength: 1, maxLength: 20 }), fc.nat(), control, fc.nat(), (codes, at, char, offset) => {
        const index = at % codes.length;
        const code = codes[index] ?? '';
        const cut = offset % (code.length + 1);
        // A byte order mark that opens the file is the encoding's, not a code's: it is dropped.
        fc.pre(!(char === '\uFEFF' && index === 0 && cut === 0));
        const damaged = codes.map((c, i) => (i === index ? `${code.slice(0, cut)}${char}${code.slice(cut)}` : c));
        expect(readCodeFile(utf8(damaged.join('\n')), 'text')).toMatchObject({
          ok: false,
          error: { code: 'CODES.FILE_CONTROL_CHARACTER', field: 'file', line: index + 1 },
        });
      }),
    );
  });

  it('refuses a tab inside a code but trims one around it', () => {
    expect(readCodeFile(utf8('AAAA\tBBBB'), 'text')).toMatchObject({ ok: false, error: { code: 'CODES.FILE_CONTROL_CHARACTER', line: 1 } });
    expect(readCodeFile(utf8('\tAAAA\t'), 'text')).toEqual({ ok: true, value: [{ line: 1, code: 'AAAA' }] });
  });

  it('refuses an empty or blank file, or a CSV holding only its header', () => {
    for (const [text, format] of [
      ['', 'text'],
      ['\n  \r\n\n', 'text'],
      ['code\n\n', 'csv'],
    ] as const)
      expect(readCodeFile(utf8(text), format)).toMatchObject({ ok: false, error: { code: 'CODES.FILE_EMPTY', field: 'file' } });
  });

  it('reads the first column of a CSV, quoted or not, after an optional header, and drops a leading BOM', () => {
    const csv = '\uFEFFcode,note\nAAAAA-BBBBB-CCCCC,first\n"DDDDD-""E""",second\n\nFFFFF;x\n';
    expect(readCodeFile(utf8(csv), 'csv')).toEqual({
      ok: true,
      value: [
        { line: 2, code: 'AAAAA-BBBBB-CCCCC' },
        { line: 3, code: 'DDDDD-"E"' },
        { line: 5, code: 'FFFFF' },
      ],
    });
  });
});

describe('CodeFileReader', () => {
  it('reads a file cut into chunks anywhere (inside a line, a CRLF or a character) as it reads the whole', () => {
    const text = '\uFEFFÅÄÖ-1\r\n\r\n  BBBB-2 \r\nCCCC-3\rDDDD-4\n\nEEEE-€';
    const bytes = utf8(text);
    const whole = readCodeFile(bytes, 'text');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }), (cuts) => {
        const reader = new CodeFileReader('text');
        const lines = [];
        let from = 0;
        for (const cut of [...cuts.sort((a, b) => a - b), bytes.length]) {
          const read = reader.push(bytes.subarray(from, cut));
          if (!read.ok) throw new Error(read.error.code);
          lines.push(...read.value);
          from = cut;
        }
        const rest = reader.end();
        expect(rest.ok && [...lines, ...rest.value]).toEqual(whole.ok && whole.value);
      }),
    );
  });

  it('refuses a chunk breaking UTF-8 and a file ending inside a character', () => {
    expect(new CodeFileReader('text').push(new Uint8Array([0x41, 0xff]))).toMatchObject({
      ok: false,
      error: { code: 'CODES.FILE_NOT_TEXT' },
    });
    const reader = new CodeFileReader('text');
    expect(reader.push(new Uint8Array([0x41, 0xe2, 0x82]))).toEqual({ ok: true, value: [] });
    expect(reader.end()).toMatchObject({ ok: false, error: { code: 'CODES.FILE_NOT_TEXT' } });
  });
});
