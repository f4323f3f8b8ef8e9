import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { quoteIdentifier, withAdminConnection, withDatabase } from '../postgres/shared/admin-connection.ts';
import { createOrm } from '../postgres/shared/create-orm.ts';
import { startDatabase } from '../postgres/shared/embedded-database.ts';
import { migrateDatabase } from '../postgres/shared/migrate-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test PostgreSQL server (its `postgres` database); empty when no project needs one. */
    postgresServerUrl: string;
    /** A migrated database that each test file copies (create database ... template ...). */
    postgresTemplateDatabase: string;
  }
}

/** Projects that never touch PostgreSQL; a run of only these starts no server. Any other project gets one. */
const PROJECTS_WITHOUT_DATABASE = new Set(['core', 'web', 'storybook', 'support']);

/**
 * Starts one PostgreSQL for the whole run (embedded under a temp dir, or DATABASE_URL's server),
 * migrates a template database once, and tears everything down at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('postgresServerUrl', '');
  project.provide('postgresTemplateDatabase', '');
  if (project.vitest.projects.every((p) => PROJECTS_WITHOUT_DATABASE.has(p.name))) return async () => {};

  const dataRoot = process.env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'lurkit-test-pg-'));
  // mkdtemp makes the dir private to its owner; under root the server runs as `postgres` and must enter it.
  if (dataRoot) await chmod(dataRoot, 0o755);
  const server = await startDatabase({ dataDir: path.join(dataRoot ?? '', 'data'), database: 'postgres', throwaway: true });
  const template = `lurkit_test_template_${process.pid}_${Date.now()}`;
  try {
    await withAdminConnection(server.url, (admin) => admin.query(`create database ${quoteIdentifier(template)}`));
    const orm = await createOrm(withDatabase(server.url, template), { poolMax: 1 });
    try {
      await migrateDatabase(orm);
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    await server.stop();
    throw error;
  }

  project.provide('postgresServerUrl', withDatabase(server.url, 'postgres'));
  project.provide('postgresTemplateDatabase', template);

  return async () => {
    await withAdminConnection(server.url, (admin) => admin.query(`drop database if exists ${quoteIdentifier(template)} with (force)`));
    await server.stop();
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  };
}
