import type { TrackedActivationKind } from '../domain/tracked-link.ts';
import type { CompanySteamGame, CompanySteamGamesPort } from '../ports/steam-games.port.ts';
import type { TrackedLinkTarget, TrackedLinkTargetsPort } from '../ports/tracked-link-targets.port.ts';

export interface WorldActivation {
  kind: TrackedActivationKind;
  id: string;
  companyId: string;
  name: string;
  steamAppId: number | null;
  gameName: string;
  /** Creators with a claimed key or an accepted run. */
  creatorsIn: Set<string>;
}

/** The Key campaigns, Quests and creators a test arranges, read the way the table adapters read theirs. */
export class InMemoryAttributionWorld implements TrackedLinkTargetsPort, CompanySteamGamesPort {
  readonly activations = new Map<string, WorldActivation>();
  readonly creators = new Map<string, string>();

  addActivation(activation: Omit<WorldActivation, 'creatorsIn'> & { creatorsIn?: readonly string[] }): WorldActivation {
    const stored = { ...activation, creatorsIn: new Set(activation.creatorsIn ?? []) };
    this.activations.set(activation.id, stored);
    return stored;
  }

  async find(kind: TrackedActivationKind, activationId: string, creatorId: string): Promise<TrackedLinkTarget | null> {
    const a = this.activations.get(activationId);
    if (!a || a.kind !== kind) return null;
    return { kind, activationId, companyId: a.companyId, creatorId, steamAppId: a.steamAppId, creatorIsIn: a.creatorsIn.has(creatorId) };
  }

  async steamGamesOf(companyId: string): Promise<readonly CompanySteamGame[]> {
    const games = new Map<number, CompanySteamGame>();
    for (const a of this.activations.values())
      if (a.companyId === companyId && a.steamAppId !== null && !games.has(a.steamAppId))
        games.set(a.steamAppId, { appId: a.steamAppId, name: a.gameName });
    return [...games.values()].sort((x, y) => x.name.localeCompare(y.name) || x.appId - y.appId);
  }
}
