/** Checks one trimmed, non-empty line; returns the message to show, or null when the line is valid. */
export type LineValidator = (line: string) => string | null;

export interface LineError {
  /** 1-based line number, as shown beside the text. */
  line: number;
  message: string;
}

export interface LineListResult {
  /** Valid items, trimmed, in order; blank lines are skipped. */
  items: string[];
  errors: LineError[];
}

/** Splits pasted text into one item per line and checks each; a duplicate of an earlier line is an error too. */
export function parseLines(text: string, validate: LineValidator): LineListResult {
  const items: string[] = [];
  const errors: LineError[] = [];
  const firstLineOf = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const value = raw.trim();
    if (!value) return;
    const line = index + 1;
    const message = validate(value) ?? (firstLineOf.has(value) ? `Same as line ${firstLineOf.get(value)}.` : null);
    if (message) return errors.push({ line, message });
    firstLineOf.set(value, line);
    items.push(value);
  });
  return { items, errors };
}
