import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities.ts';
import { migrationsList } from '../migrations/index.ts';
import { releaseDeadConnections } from './release-dead-connections.ts';

export interface OrmConfigOverrides {
  /** Log every SQL statement (for debugging). */
  debug?: boolean;
  /** Connection pool size; tests keep it small because many databases share one server. */
  poolMax?: number;
  /**
   * Streaming replicas (DATABASE_REPLICA_URLS). Only work asked for as read-only goes to them (see
   * ReadReplicas); everything else, reads included, stays on the primary.
   */
  replicaUrls?: readonly string[];
}

/**
 * MikroORM options for one PostgreSQL database. Migrations are listed explicitly (no file discovery)
 * and never write a schema snapshot, so running them does not touch the source tree.
 */
export function createOrmConfig(clientUrl: string, overrides: OrmConfigOverrides = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug: overrides.debug ?? false,
    pool: { min: 0, max: overrides.poolMax ?? 10 },
    replicas: (overrides.replicaUrls ?? []).map((url, index) => ({ name: `replica-${index + 1}`, clientUrl: url })),
    // A write followed by a read in one request must see the write: replicas are opted into, never assumed.
    preferReadReplicas: false,
    // A lost connection must not keep its pool slot (see releaseDeadConnections).
    driverOptions: { onPoolCreated: releaseDeadConnections },
    // Domain objects are plain values mapped by hand; entity instances never leave the repositories.
    forceUtcTimezone: true,
    allowGlobalContext: false,
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      emit: 'ts',
      // Kebab-case files like the first, hand-written one: migration-<timestamp>-<name>.ts.
      fileName: (timestamp, name) => `migration-${timestamp}-${(name ?? 'change').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
    },
  });
}
