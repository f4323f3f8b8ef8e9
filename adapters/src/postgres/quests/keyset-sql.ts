import { decodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';

/** Milliseconds of a timestamp column, as core's keys hold instants. */
export const msOf = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;

/**
 * The where-clause and order of one keyset page over `(keyExpression, id::text)`, the SQL twin of
 * core's keysetPage.
 */
export function keysetClause(keyExpression: string, page: PageRequest): { where: string[]; params: unknown[]; order: string } {
  const key = `(${keyExpression}, id::text)`;
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
  const direction = page.inverted ? 'desc' : 'asc';
  return { where, params, order: `${keyExpression} ${direction}, id::text ${direction}` };
}
