import { maskCode } from './code-event.entity.ts';
export interface PastedLine {
  /** 1-based line number in the pasted text. */
  readonly line: number;
  readonly code: string;
}

export interface CodePaste {
  /** New codes in paste order, trimmed, each once. */
  readonly codes: readonly string[];
  /** A later line repeating a code already seen earlier in the same paste. */
  readonly duplicatesInPaste: readonly PastedLine[];
  /** A line whose code the item already holds. */
  readonly alreadyExisting: readonly PastedLine[];
}

/**
 * Spec 5: codes are pasted one per line. Lines are trimmed and blank ones dropped; codes are
 * compared exactly (keys are case-sensitive on most stores).
 */
export function parseCodePaste(text: string, existing: ReadonlySet<string>): CodePaste {
  return sortCodeLines(pastedLines(text), existing);
}

/** The non-blank lines of a text, trimmed, with their 1-based line numbers. */
export function pastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const code = raw.trim();
    if (code !== '') lines.push({ line: index + 1, code });
  });
  return lines;
}

/** New codes apart from repeats within the lines and codes the item already holds. */
export function sortCodeLines(lines: readonly PastedLine[], existing: ReadonlySet<string>): CodePaste {
  const codes: string[] = [];
  const seen = new Set<string>();
  const duplicatesInPaste: PastedLine[] = [];
  const alreadyExisting: PastedLine[] = [];
  for (const entry of lines) {
    if (existing.has(entry.code)) alreadyExisting.push(entry);
    else if (seen.has(entry.code)) duplicatesInPaste.push(entry);
    else {
      seen.add(entry.code);
      codes.push(entry.code);
    }
  }
  return { codes, duplicatesInPaste, alreadyExisting };
}

/** How many repeated lines a report names; the rest are counted. */
export const FIRST_REPEATED_LINES = 10;

/** The first repeated lines of a paste by line number, masked like every code the app shows. */
export const firstRepeatedLines = (paste: Pick<CodePaste, 'duplicatesInPaste' | 'alreadyExisting'>): { line: number; masked: string }[] =>
  [...paste.duplicatesInPaste, ...paste.alreadyExisting]
    .sort((a, b) => a.line - b.line)
    .slice(0, FIRST_REPEATED_LINES)
    .map((d) => ({ line: d.line, masked: maskCode(d.code) }));
