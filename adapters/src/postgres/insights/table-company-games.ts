import type { CompanyGamesPort } from '@lurkit/core/insights/ports/company-games.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { companyStatisticsGameIds } from '../shared/company-game-ids.ts';

/** The company's games from its Key campaigns and Missions, as statistics games. */
export class TableCompanyGames implements CompanyGamesPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  statisticsGameIdsOf(companyId: string): Promise<readonly string[]> {
    return companyStatisticsGameIds(this.#em, companyId);
  }
}
