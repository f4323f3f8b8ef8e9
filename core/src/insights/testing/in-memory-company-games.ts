import type { CompanyGamesPort } from '../ports/company-games.port.ts';

export class InMemoryCompanyGames implements CompanyGamesPort {
  readonly gamesByCompany = new Map<string, readonly string[]>();

  async statisticsGameIdsOf(companyId: string): Promise<readonly string[]> {
    return [...(this.gamesByCompany.get(companyId) ?? [])];
  }
}
