import { decodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** The conditions (and their values) that keep a keyset `key` (a SQL row of two) after or before the page's cursors. */
export function keysetBounds(key: string, page: PageRequest): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const after = decodeCursor(page.after, 2);
  const before = decodeCursor(page.before, 2);
  if (after) {
    where.push(`${key} > (?, ?)`);
    params.push(...after);
  }
  if (before) {
    where.push(`${key} < (?, ?)`);
    params.push(...before);
  }
  return { where, params };
}

/**
 * The ids of one keyset page: `order` is the SQL twin of core's key (a number expression), the id text
 * breaking ties, exactly as `keysetPage` sorts the twins' lists.
 */
export async function keysetIds(
  em: EntityManager,
  query: { table: string; order: string; where: string[]; params: unknown[] },
  page: PageRequest,
): Promise<string[]> {
  const bounds = keysetBounds(`(${query.order}, id::text)`, page);
  const where = [...query.where, ...bounds.where];
  const params = [...query.params, ...bounds.params];
  const direction = page.inverted ? 'desc' : 'asc';
  const rows = await unitOfWork(em).execute<{ id: string }[]>(
    `select id from ${query.table} where ${where.join(' and ')} order by ${query.order} ${direction}, id::text ${direction} limit ?`,
    [...params, page.limit] as never[],
  );
  return rows.map((r) => r.id);
}

/** Rows in the order of `ids` (a page read by id, then put back in page order). */
export const inOrder = <T extends { id: string }>(ids: readonly string[], found: readonly T[]): T[] => {
  const byId = new Map(found.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;
