import type { MissionVipPort } from '../ports/mission-vip.port.ts';

export class InMemoryMissionVip implements MissionVipPort {
  readonly #grants = new Set<string>();
  readonly #platform = new Set<string>();

  /** A grant by `companyId` for the mission. */
  grant(missionId: string, companyId: string, creatorId: string): void {
    this.#grants.add(`${missionId}|${companyId}|${creatorId}`);
  }

  grantPlatform(creatorId: string): void {
    this.#platform.add(creatorId);
  }

  async holdsVip(mission: { id: string; companyId: string }, creatorId: string): Promise<boolean> {
    return this.#platform.has(creatorId) || this.#grants.has(`${mission.id}|${mission.companyId}|${creatorId}`);
  }
}
