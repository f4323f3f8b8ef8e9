import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quoteIdentifier, withAdminConnection, withDatabase } from './admin-connection.ts';
import { createOrm } from './create-orm.ts';
import { startDatabase } from './embedded-database.ts';
import { migrateDatabase } from './migrate-database.ts';

/**
 * `npm run db:migration -- <name>`: migrates a scratch database with the checked-in migrations, asks
 * MikroORM's generator for the difference to the entity definitions, writes it as the next migration
 * and lists it in migrations/index.ts. Review the file before committing it: the generator writes
 * what the entities say, not what a data migration may also need.
 */
const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('Usage: npm run db:migration -- <kebab-case-name>   e.g. npm run db:migration -- staff-role');
  process.exit(2);
}

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const dataRoot = process.env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'lurkit-migration-'));
if (dataRoot) await chmod(dataRoot, 0o755);
const server = await startDatabase({ dataDir: path.join(dataRoot ?? '', 'data'), database: 'postgres' });
const scratch = `lurkit_migration_${process.pid}`;
try {
  await withAdminConnection(server.url, (admin) => admin.query(`create database ${quoteIdentifier(scratch)}`));
  const orm = await createOrm(withDatabase(server.url, scratch), { poolMax: 1 });
  try {
    await migrateDatabase(orm);
    const pascal = name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
    const result = await orm.migrator.create(migrationsDir, false, false, pascal);
    if (!result.fileName) {
      console.log('The entities match the migrations: nothing to generate.');
    } else {
      const className = /export class (\w+)/.exec(result.code)?.[1];
      if (!className) throw new Error(`Could not read the class name of ${result.fileName}`);
      const stem = result.fileName.replace(/\.ts$/, '');
      const indexPath = path.join(migrationsDir, 'index.ts');
      const index = await readFile(indexPath, 'utf8');
      const withImport = index.replace(
        /(import type \{ MigrationObject \} from '@mikro-orm\/core';\n(?:import .*\n)*)/,
        `$1import { ${className} } from './${stem}.ts';\n`,
      );
      const end = withImport.lastIndexOf(']');
      const entry = `{ name: '${className}', class: ${className} }`;
      const updated = `${withImport.slice(0, end).replace(/,?\s*$/, ', ')}${entry}${withImport.slice(end)}`;
      await writeFile(indexPath, updated);
      execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', indexPath, path.join(migrationsDir, result.fileName)]);
      console.log(`Wrote migrations/${result.fileName} and listed it in migrations/index.ts: review it before committing.`);
    }
  } finally {
    await orm.close(true);
  }
} finally {
  await withAdminConnection(server.url, (admin) => admin.query(`drop database if exists ${quoteIdentifier(scratch)} with (force)`));
  await server.stop();
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
}
