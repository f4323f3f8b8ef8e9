import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';

/**
 * Each repository call works in its own identity map: domain objects are plain values, so a shared
 * map would only hand back rows made stale by bulk updates. The caller's transaction, if any, is kept.
 */
export const unitOfWork = (em: EntityManager): EntityManager => em.fork({ keepTransactionContext: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from clients; a malformed one simply matches nothing instead of failing the uuid cast. */
export const isUuid = (value: string): boolean => UUID.test(value);

/** One row by a client's id, in its own unit of work, as the domain object; a malformed id finds nothing. */
export async function findRowById<Row extends { id: string }, T>(
  em: EntityManager,
  entity: EntityName<Row>,
  id: string,
  fromRow: (row: Row) => T,
): Promise<T | null> {
  if (!isUuid(id)) return null;
  const row = await unitOfWork(em).findOne(entity, { id } as FilterQuery<Row>);
  return row ? fromRow(row) : null;
}

/** A DataLoader batch: the rows of these ids (each read once) as domain objects; malformed ids find nothing. */
export async function findRowsByIds<Row extends { id: string }, T>(
  em: EntityManager,
  entity: EntityName<Row>,
  ids: readonly string[],
  fromRow: (row: Row) => T,
): Promise<T[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (valid.length === 0) return [];
  return (await unitOfWork(em).find(entity, { id: { $in: valid } } as unknown as FilterQuery<Row>)).map((row) => fromRow(row));
}
