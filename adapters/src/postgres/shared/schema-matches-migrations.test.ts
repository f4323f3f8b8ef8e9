import { expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { migrationsList } from '../migrations/index.ts';

const db = useTestDatabase();

it('leaves nothing for the schema generator to change after migrating', async () => {
  // The test database is a copy of the migrated template, so this compares migrations with entities.
  const diff = await db().orm.schema.getUpdateSchemaSQL({ wrap: false });
  expect(diff.trim()).toBe('');
});

it('has applied every checked-in migration', async () => {
  const executed = await db().orm.migrator.getExecuted();
  expect(executed.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
  expect(await db().orm.migrator.getPending()).toEqual([]);
});
