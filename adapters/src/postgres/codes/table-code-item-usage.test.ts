import { aQuest } from '@lurkit/core/quests/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmQuestRepository } from '../quests/mikro-orm-quest-repository.ts';
import { TableCodeItemUsage } from './table-code-item-usage.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

describe('TableCodeItemUsage', () => {
  it('names the Quests whose kit lists the item, and nothing for an item no activation uses', async () => {
    const em = db().orm.em.fork();
    const companyId = uuid();
    const itemId = uuid();
    await parentRows(em).company(companyId);
    const quests = new MikroOrmQuestRepository(em);
    await quests.save(
      aQuest()
        .with({ id: uuid(), companyId, name: 'Launch stream', codeManagerItemIds: [uuid(), itemId] })
        .build(),
    );
    await quests.save(
      aQuest()
        .with({ id: uuid(), companyId, name: 'Other quest', codeManagerItemIds: [uuid()] })
        .build(),
    );
    await em.flush();

    const usage = new TableCodeItemUsage(db().orm.em.fork());
    expect(await usage.activationsUsing(itemId)).toEqual(['Launch stream']);
    expect(await usage.activationsUsing(uuid())).toEqual([]);
    expect(await usage.activationsUsing('not-a-uuid')).toEqual([]);
  });
});
