import * as v from 'valibot';

export interface EmailListLine {
  /** 1-based line number in the pasted text. */
  readonly line: number;
  readonly value: string;
}

export interface EmailList {
  /** Valid addresses, lower case, each once, in list order. */
  readonly emails: readonly EmailListLine[];
  readonly invalid: readonly EmailListLine[];
  /** A later line repeating an address seen earlier (compared in lower case). */
  readonly duplicates: readonly EmailListLine[];
}

const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email());

/** Spec 5: "Invite emails: one valid address per line." Lines are trimmed and blank ones skipped. */
export function parseEmailList(text: string): EmailList {
  const emails: EmailListLine[] = [];
  const invalid: EmailListLine[] = [];
  const duplicates: EmailListLine[] = [];
  const seen = new Set<string>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const value = raw.trim();
    if (value === '') return;
    const line = index + 1;
    if (!v.is(emailSchema, value)) {
      invalid.push({ line, value });
      return;
    }
    const email = value.toLowerCase();
    if (seen.has(email)) duplicates.push({ line, value: email });
    else {
      seen.add(email);
      emails.push({ line, value: email });
    }
  });
  return { emails, invalid, duplicates };
}
