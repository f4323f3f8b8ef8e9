import type { MissionClickStorePort } from '../ports/mission-click-store.port.ts';

export class InMemoryMissionClicks implements MissionClickStorePort {
  readonly clicks: { missionId: string; creatorId: string; criterionId: string; at: Date }[] = [];

  async record(click: { missionId: string; creatorId: string; criterionId: string; at: Date }): Promise<void> {
    this.clicks.push({ ...click });
  }
}
