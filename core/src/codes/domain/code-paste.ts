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
  const codes: string[] = [];
  const seen = new Set<string>();
  const duplicatesInPaste: PastedLine[] = [];
  const alreadyExisting: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const code = raw.trim();
    if (code === '') return;
    const entry = { line: index + 1, code };
    if (existing.has(code)) alreadyExisting.push(entry);
    else if (seen.has(code)) duplicatesInPaste.push(entry);
    else {
      seen.add(code);
      codes.push(code);
    }
  });
  return { codes, duplicatesInPaste, alreadyExisting };
}
