import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, type OrmConfigOverrides } from './orm-config.ts';

export type Orm = MikroORM;

/** Connects to the database at `url`. The schema comes from migrateDatabase, never from auto-sync. */
export async function createOrm(url: string, overrides: OrmConfigOverrides = {}): Promise<Orm> {
  return MikroORM.init(createOrmConfig(url, overrides));
}
