/** One CSV record and the line of the file it starts on (1-based), for errors a person can find. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/**
 * RFC 4180 records: fields split by commas, double quotes around fields that hold commas, quotes or
 * line breaks (a quote inside doubled), CRLF or LF line ends, a byte order mark at the start ignored.
 * Blank lines are skipped. `unclosedQuoteLine` is set when the text ends inside a quoted field.
 * A line without quotes (nearly all of a Steam report) is split as it is: a report of 100,000 rows
 * must read in well under a second.
 */
export function csvRecords(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const records: CsvRecord[] = [];
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (pos < text.length) {
    const newline = text.indexOf('\n', pos);
    const end = newline < 0 ? text.length : newline;
    const raw = text.slice(pos, end > pos && text[end - 1] === '\r' ? end - 1 : end);
    if (!raw.includes('"')) {
      if (raw !== '') records.push({ line, fields: raw.split(',') });
      line += 1;
      pos = end + 1;
      continue;
    }
    const quoted = quotedRecord(text, pos);
    if (!quoted) return { records, unclosedQuoteLine: line };
    records.push({ line, fields: quoted.fields });
    line += quoted.lines;
    pos = quoted.next;
  }
  return { records, unclosedQuoteLine: null };
}

/** One record with quoted fields from `start`: its fields, the lines it spans, where the next begins; null when a quote never closes. */
function quotedRecord(text: string, start: number): { fields: string[]; lines: number; next: number } | null {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let lines = 1;
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else {
        if (ch === '\n') lines += 1;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      fields.push(field);
      return { fields, lines, next: ch === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1 };
    } else field += ch;
    i += 1;
  }
  if (quoted) return null;
  fields.push(field);
  return { fields, lines, next: i };
}
