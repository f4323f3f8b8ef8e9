import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Each repository call works in its own identity map: domain objects are plain values, so a shared
 * map would only hand back rows made stale by bulk updates. The caller's transaction, if any, is kept.
 */
export const unitOfWork = (em: EntityManager): EntityManager => em.fork({ keepTransactionContext: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from clients; a malformed one simply matches nothing instead of failing the uuid cast. */
export const isUuid = (value: string): boolean => UUID.test(value);
