import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { MikroOrmEmailOutbox } from './mikro-orm-email-outbox.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const message = (subject: string) => ({ to: 'someone@example.com', subject, text: `${subject} text`, html: `<p>${subject}</p>` });

it('lists saved messages newest first, up to the limit', async () => {
  const outbox = new MikroOrmEmailOutbox(db.orm.em.fork());
  const first = await outbox.save(message('First'), new Date('2026-01-01T10:00:00.000Z'));
  const third = await outbox.save(message('Third'), new Date('2026-01-01T12:00:00.000Z'));
  const second = await outbox.save(message('Second'), new Date('2026-01-01T11:00:00.000Z'));

  const reader = new MikroOrmEmailOutbox(db.orm.em.fork());
  expect(await reader.list()).toEqual([third, second, first]);
  expect(await reader.list(2)).toEqual([third, second]);
  expect(first).toMatchObject(message('First'));
});
