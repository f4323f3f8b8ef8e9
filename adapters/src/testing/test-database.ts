import { afterAll, beforeAll, inject } from 'vitest';
import { quoteIdentifier, withAdminConnection, withDatabase } from '../postgres/shared/admin-connection.ts';
import { createOrm, type Orm } from '../postgres/shared/create-orm.ts';

export interface TestDatabase {
  url: string;
  orm: Orm;
  /** Closes the ORM and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, copied from the template the global setup migrated
 * (copying is much faster than migrating). Call in beforeAll and drop in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('postgresServerUrl');
  const template = inject('postgresTemplateDatabase');
  if (!serverUrl || !template) {
    throw new Error(
      'No test PostgreSQL: remove this project from PROJECTS_WITHOUT_DATABASE in adapters/src/testing/postgres-global-setup.ts.',
    );
  }
  const name = `lurkit_test_${globalThis.crypto.randomUUID().replaceAll('-', '')}`;
  await withAdminConnection(serverUrl, (admin) =>
    admin.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
  );
  const url = withDatabase(serverUrl, name);
  const orm = await createOrm(url, { poolMax: 4 });
  return {
    url,
    orm,
    drop: async () => {
      await orm.close(true);
      await withAdminConnection(serverUrl, (admin) => admin.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    },
  };
}

/** A fresh database for the test file: created before its tests, dropped after them; call the result inside a test. */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error('The test database is only there inside the tests.');
    return database;
  };
}
