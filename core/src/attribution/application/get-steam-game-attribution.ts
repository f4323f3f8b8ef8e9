import { err, ok, type Result } from '../../shared/result.ts';
import { SteamGameNotFound } from '../domain/attribution.errors.ts';
import type { CompanySteamGame } from '../ports/steam-games.port.ts';
import type { AttributedTraffic } from '../ports/utm-report-repository.port.ts';
import type { AttributionDeps } from './attribution-deps.ts';

export interface SteamGameAttribution {
  readonly game: CompanySteamGame;
  readonly rows: readonly AttributedTraffic[];
}

/** Which creator brought the store visits and wishlists of one of the company's Steam games, by activation. */
export class GetSteamGameAttribution {
  private readonly deps: Pick<AttributionDeps, 'games' | 'reports'>;
  constructor(deps: Pick<AttributionDeps, 'games' | 'reports'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; appId: number }): Promise<Result<SteamGameAttribution, SteamGameNotFound>> {
    const game = (await this.deps.games.steamGamesOf(input.companyId)).find((g) => g.appId === input.appId);
    if (!game) return err(new SteamGameNotFound());
    return ok({ game, rows: await this.deps.reports.attributed(input.companyId, input.appId) });
  }
}
