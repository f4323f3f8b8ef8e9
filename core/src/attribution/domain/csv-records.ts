/** One CSV record and the line of the file it starts on (1-based), for errors a person can find. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/**
 * RFC 4180 records: fields split by commas, double quotes around fields that hold commas, quotes or
 * line breaks (a quote inside doubled), CRLF or LF line ends, a byte order mark at the start ignored.
 * Blank lines are skipped. `unclosedQuoteLine` is set when the text ends inside a quoted field.
 */
export function csvRecords(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      end();
      line += 1;
      recordLine = line;
    } else field += ch;
    i += 1;
  }
  if (quoted) return { records, unclosedQuoteLine: recordLine };
  if (field !== '' || fields.length > 0) end();
  return { records, unclosedQuoteLine: null };
}
