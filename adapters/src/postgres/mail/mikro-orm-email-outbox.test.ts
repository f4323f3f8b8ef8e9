import { expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmEmailOutbox } from './mikro-orm-email-outbox.ts';

const db = useTestDatabase();

const message = (subject: string) => ({ to: 'someone@example.com', subject, text: `${subject} text`, html: `<p>${subject}</p>` });

it('lists saved messages newest first, up to the limit', async () => {
  const outbox = new MikroOrmEmailOutbox(db().orm.em.fork());
  const first = await outbox.save(message('First'), new Date('2026-01-01T10:00:00.000Z'));
  const third = await outbox.save(message('Third'), new Date('2026-01-01T12:00:00.000Z'));
  const second = await outbox.save(message('Second'), new Date('2026-01-01T11:00:00.000Z'));

  const reader = new MikroOrmEmailOutbox(db().orm.em.fork());
  expect(await reader.list()).toEqual([third, second, first]);
  expect(await reader.list(2)).toEqual([third, second]);
  expect(first).toMatchObject(message('First'));
});
