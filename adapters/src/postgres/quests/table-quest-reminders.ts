import type { QuestRun } from '@lurkit/core/quests/domain/quest-run.entity.ts';
import type { QuestRemindersPort } from '@lurkit/core/quests/ports/quest-timers.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** The creator's address, or every member of the company (whoever is on duty answers). */
export class TableQuestReminders implements QuestRemindersPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async addressesOf(run: QuestRun, party: 'COMPANY' | 'CREATOR'): Promise<string[]> {
    const rows =
      party === 'CREATOR'
        ? await unitOfWork(this.#em).execute<{ email: string }[]>('select email from user_account where id = ?', [run.creatorId])
        : await unitOfWork(this.#em).execute<{ email: string }[]>(
            'select u.email from company_member m join user_account u on u.id = m.user_id where m.company_id = ? order by u.email limit 20',
            [run.companyId],
          );
    return rows.map((r) => r.email);
  }

  async questNameOf(questId: string): Promise<string> {
    const rows = await unitOfWork(this.#em).execute<{ name: string }[]>('select name from quest where id = ?', [questId]);
    return rows[0]?.name ?? 'Quest';
  }
}
