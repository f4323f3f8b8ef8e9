import type { MissionVipAccess, MissionVipPort } from '../ports/mission-vip.port.ts';

export class InMemoryMissionVip implements MissionVipPort {
  readonly #grants = new Map<string, MissionVipAccess>();
  readonly #platform = new Map<string, MissionVipAccess>();

  /** A grant by `companyId` for the mission. */
  grant(missionId: string, companyId: string, creatorId: string, waivesLocationAndLanguage = false): void {
    this.#grants.set(`${missionId}|${companyId}|${creatorId}`, { waivesLocationAndLanguage });
  }

  grantPlatform(creatorId: string, waivesLocationAndLanguage = false): void {
    this.#platform.set(creatorId, { waivesLocationAndLanguage });
  }

  async vipAccessOf(mission: { id: string; companyId: string }, creatorId: string): Promise<MissionVipAccess | null> {
    return this.#grants.get(`${mission.id}|${mission.companyId}|${creatorId}`) ?? this.#platform.get(creatorId) ?? null;
  }
}
