import type { Orm } from './create-orm.ts';

/** Applies every pending checked-in migration, in one transaction; returns the names it applied. */
export async function migrateDatabase(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
