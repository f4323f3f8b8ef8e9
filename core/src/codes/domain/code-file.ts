import { err, ok, type Result } from '../../shared/result.ts';
import { pastedLines, type PastedLine } from './code-paste.ts';
import { CodeFileControlCharacter, CodeFileEmpty, CodeFileNotText, PastedControlCharacter } from './codes.errors.ts';

export type CodeFileFormat = 'text' | 'csv';
export type CodeFileRefusal = CodeFileNotText | CodeFileControlCharacter | CodeFileEmpty;

/** Control characters other than line breaks and surrounding whitespace, and invisible separators. */
const CONTROL_ANYWHERE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u2028\u2029\uFEFF]/;
/** Whitespace controls are trimmed at the ends of a line but never belong inside a code. */
const CONTROL_INSIDE = /[\t\v\f]/;
const CSV_HEADER = /^(codes?|keys?|values?)$/i;

/** A row holding a character no key has: a control anywhere, or a whitespace control inside its code. */
export const holdsControlCharacter = (row: string, code: string): boolean => CONTROL_ANYWHERE.test(row) || CONTROL_INSIDE.test(code);

/**
 * Spec 5, codes one per line, read from a file's bytes: the whole file is refused when it is not
 * UTF-8 text, holds a control character, or holds no code, so a damaged file never becomes keys.
 * Lines are trimmed and blank ones skipped; line numbers are the file's own, so the company can
 * find a line its editor shows. A CSV gives its first column, after an optional "code" header.
 */
export function readCodeFile(bytes: Uint8Array, format: CodeFileFormat): Result<PastedLine[], CodeFileRefusal> {
  const reader = new CodeFileReader(format);
  const read = reader.push(bytes);
  if (!read.ok) return read;
  const rest = reader.end();
  return rest.ok ? ok([...read.value, ...rest.value]) : rest;
}

/**
 * The same reading a chunk at a time, for files streamed as they arrive: each chunk answers the
 * lines it completed, a line or a character split between chunks is kept for the next one.
 */
export class CodeFileReader {
  readonly #format: CodeFileFormat;
  // fatal: an invalid byte sequence throws instead of becoming U+FFFD; a leading BOM is dropped.
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  #rest = '';
  #rows = 0;
  #codes = 0;

  constructor(format: CodeFileFormat) {
    this.#format = format;
  }

  /** How many codes the file has given so far. */
  get codes(): number {
    return this.#codes;
  }

  push(chunk: Uint8Array): Result<PastedLine[], CodeFileRefusal> {
    let text: string;
    try {
      text = this.#rest + this.#decoder.decode(chunk, { stream: true });
    } catch {
      return err(new CodeFileNotText());
    }
    // A "\r" closing the chunk may be the first half of a "\r\n": it waits for the next chunk.
    const held = text.endsWith('\r') ? '\r' : '';
    const rows = (held ? text.slice(0, -1) : text).split(/\r\n|\r|\n/);
    this.#rest = (rows.pop() ?? '') + held;
    return this.#read(rows);
  }

  /** The last line, and the refusal of a file that held no code. */
  end(): Result<PastedLine[], CodeFileRefusal> {
    let text: string;
    try {
      text = this.#rest + this.#decoder.decode();
    } catch {
      return err(new CodeFileNotText());
    }
    this.#rest = '';
    const last = this.#read(text.split(/\r\n|\r|\n/));
    if (!last.ok) return last;
    return this.#codes === 0 ? err(new CodeFileEmpty()) : last;
  }

  #read(rows: readonly string[]): Result<PastedLine[], CodeFileRefusal> {
    const lines: PastedLine[] = [];
    for (const raw of rows) {
      this.#rows += 1;
      const code = (this.#format === 'csv' ? firstCsvField(raw) : raw).trim();
      if (holdsControlCharacter(raw, code)) return err(new CodeFileControlCharacter(this.#rows));
      if (code === '') continue;
      if (this.#format === 'csv' && this.#codes === 0 && CSV_HEADER.test(code)) continue;
      this.#codes += 1;
      lines.push({ line: this.#rows, code });
    }
    return ok(lines);
  }
}

/**
 * The lines of a paste, refused whole at the first holding NUL or another control character: the
 * same rule as a file's (spec 5), since a paste copied out of a damaged file carries its damage.
 */
export function readPastedLines(text: string): Result<PastedLine[], PastedControlCharacter> {
  const rows = text.split(/\r\n|\r|\n/);
  const refused = rows.findIndex((raw) => holdsControlCharacter(raw, raw.trim()));
  return refused === -1 ? ok(pastedLines(text)) : err(new PastedControlCharacter(refused + 1));
}

/** The first field of a CSV row: quoted (with "" for a quote) or up to the first comma or semicolon. */
function firstCsvField(row: string): string {
  const trimmed = row.trimStart();
  if (!trimmed.startsWith('"')) return trimmed.split(/[,;]/, 1)[0] ?? '';
  let field = '';
  for (let i = 1; i < trimmed.length; i += 1) {
    const char = trimmed[i];
    if (char !== '"') field += char;
    else if (trimmed[i + 1] === '"') {
      field += '"';
      i += 1;
    } else break;
  }
  return field;
}
