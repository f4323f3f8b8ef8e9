import type { CodeItemUsagePort } from '@lurkit/core/codes/ports/code-item-usage.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Key campaigns link one item, Quest kits a list of items, Missions an item per code reward (jsonb). */
const USING = `
  select name from key_campaign where code_item_id = ?
  union all select name from quest where ? = any(code_manager_item_ids)
  union all select name from mission
    where exists (select 1 from jsonb_array_elements(rewards) reward where reward->>'kind' = 'codes' and reward->>'itemId' = ?)
  order by name`;

export class TableCodeItemUsage implements CodeItemUsagePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async activationsUsing(itemId: string): Promise<string[]> {
    if (!isUuid(itemId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ name: string }[]>(USING, [itemId, itemId, itemId]);
    return rows.map((r) => r.name);
  }
}
