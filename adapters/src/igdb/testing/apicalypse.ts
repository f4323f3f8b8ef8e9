/**
 * Just enough of IGDB's Apicalypse query language for the fake server: `fields`, `where` with
 * comparisons joined by `&` and parenthesised `|` groups, `sort` and `limit`.
 */
type Row = Record<string, unknown>;
type Test = (row: Row) => boolean;

function comparison(text: string): Test {
  const match = /^([a-z_.]+)\s*(>=|<=|!=|=|>|<)\s*(null|-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) throw new Error(`Apicalypse: cannot read condition "${text}"`);
  const [, field, op, raw] = match as unknown as [string, string, string, string];
  const value = raw === 'null' ? null : Number(raw);
  return (row) => {
    const actual = row[field] ?? null;
    if (value === null) return op === '=' ? actual === null : actual !== null;
    if (typeof actual !== 'number') return false;
    return {
      '>': actual > value,
      '>=': actual >= value,
      '<': actual < value,
      '<=': actual <= value,
      '=': actual === value,
      '!=': actual !== value,
    }[op]!;
  };
}

function condition(text: string): Test {
  const trimmed = text.trim();
  if (trimmed.startsWith('(') && trimmed.endsWith(')')) {
    const any = trimmed.slice(1, -1).split('|').map(comparison);
    return (row) => any.some((t) => t(row));
  }
  return comparison(trimmed);
}

export interface ApicalypseQuery {
  fields: string[];
  where: Test;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  limit: number;
}

export function parseApicalypse(body: string): ApicalypseQuery {
  const query: ApicalypseQuery = { fields: [], where: () => true, sort: null, limit: 10 };
  for (const statement of body
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [keyword, ...rest] = statement.split(/\s+/);
    const argument = rest.join(' ');
    if (keyword === 'fields') query.fields = argument.split(',').map((f) => f.trim());
    else if (keyword === 'where') {
      // Split on `&` outside parentheses.
      const parts: string[] = [];
      let depth = 0;
      let current = '';
      for (const char of argument) {
        if (char === '(') depth += 1;
        if (char === ')') depth -= 1;
        if (char === '&' && depth === 0) {
          parts.push(current);
          current = '';
        } else current += char;
      }
      parts.push(current);
      const tests = parts.map(condition);
      query.where = (row) => tests.every((t) => t(row));
    } else if (keyword === 'sort') {
      const [field, direction] = rest as [string, string];
      query.sort = { field, direction: direction === 'desc' ? 'desc' : 'asc' };
    } else if (keyword === 'limit') query.limit = Number(argument);
    else throw new Error(`Apicalypse: unknown statement "${keyword}"`);
  }
  return query;
}

export function runApicalypse<T extends Row>(rows: readonly T[], query: ApicalypseQuery): T[] {
  const selected = rows.filter(query.where);
  if (query.sort) {
    const { field, direction } = query.sort;
    const sign = direction === 'desc' ? -1 : 1;
    selected.sort((a, b) => sign * (Number(a[field] ?? 0) - Number(b[field] ?? 0)));
  }
  return selected.slice(0, query.limit);
}
