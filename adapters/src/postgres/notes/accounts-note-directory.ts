import type { NoteSubject } from '@lurkit/core/notes/domain/note.entity.ts';
import { subjectKey, type NoteDirectoryPort } from '@lurkit/core/notes/ports/note-directory.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { CodeItemEntity } from '../codes/codes.entities.ts';
import { StatisticsGameEntity } from '../insights/statistics.entities.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Creators from the accounts; games from the company's own Code Manager (its items of type game) and
 * from the insights statistics (the games on /insights/games/{id}). A game catalogue adds its games here.
 */
export class AccountsNoteDirectory implements NoteDirectoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async subjectExists(companyId: string, subject: NoteSubject): Promise<boolean> {
    return (await this.subjectNames(companyId, [subject])).has(subjectKey(subject));
  }

  /** Two reads at most, one per kind. */
  async subjectNames(companyId: string, subjects: readonly NoteSubject[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const ids = (kind: NoteSubject['kind']) => [...new Set(subjects.filter((s) => s.kind === kind && isUuid(s.id)).map((s) => s.id))];
    const creators = ids('CREATOR');
    if (creators.length > 0) {
      const rows = await unitOfWork(this.#em).find(
        UserAccountEntity,
        { id: { $in: creators }, userType: 'Creator' },
        { fields: ['id', 'displayName'] },
      );
      for (const row of rows) names.set(subjectKey({ kind: 'CREATOR', id: row.id }), row.displayName);
    }
    const games = ids('GAME');
    if (games.length > 0 && isUuid(companyId)) {
      const rows = await unitOfWork(this.#em).find(
        CodeItemEntity,
        { id: { $in: games }, company: companyId, type: 'game' },
        { fields: ['id', 'name'] },
      );
      for (const row of rows) names.set(subjectKey({ kind: 'GAME', id: row.id }), row.name);
    }
    // Insights' games (the platforms' categories) are market data: any company may note them, and
    // each company reads only its own notes on them.
    const market = games.filter((id) => !names.has(subjectKey({ kind: 'GAME', id })));
    if (market.length > 0) {
      const rows = await unitOfWork(this.#em).find(StatisticsGameEntity, { id: { $in: market } }, { fields: ['id', 'name'] });
      for (const row of rows) names.set(subjectKey({ kind: 'GAME', id: row.id }), row.name);
    }
    return names;
  }

  async authorNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await unitOfWork(this.#em).find(UserAccountEntity, { id: { $in: ids } }, { fields: ['id', 'displayName'] });
    return new Map(rows.map((r) => [r.id, r.displayName]));
  }
}
