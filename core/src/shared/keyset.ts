import type { PageRequest } from './page.ts';

/** A row's place in a keyset order: numbers (instants as ms, counts) first, the id last as the tie-break. */
export type KeysetKey = readonly (number | string)[];

/** Cursors are the key as base64url JSON: opaque to clients, readable by every adapter alike. */
export const encodeCursor = (key: KeysetKey): string =>
  btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function decodeCursor(cursor: string | null, length: number): KeysetKey | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    const valid =
      Array.isArray(value) &&
      value.length === length &&
      value.every((part, i) => (i === length - 1 ? typeof part === 'string' : typeof part === 'number' && Number.isFinite(part)));
    return valid ? (value as KeysetKey) : null;
  } catch {
    return null;
  }
}

export function compareKeys(a: KeysetKey, b: KeysetKey): number {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as number | string;
    const y = b[i] as number | string;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/** One keyset page of an in-memory list (the twins'): the same answer a SQL `where key > cursor order by key limit` gives. */
export function keysetPage<T>(items: readonly T[], keyOf: (item: T) => KeysetKey, page: PageRequest): T[] {
  const length = items.length > 0 ? keyOf(items[0] as T).length : 0;
  const after = decodeCursor(page.after, length);
  const before = decodeCursor(page.before, length);
  const window = items
    .filter((item) => !after || compareKeys(keyOf(item), after) > 0)
    .filter((item) => !before || compareKeys(keyOf(item), before) < 0)
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  return page.inverted ? window.reverse().slice(0, page.limit) : window.slice(0, page.limit);
}
